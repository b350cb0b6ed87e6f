import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface DistrictsTable {
  id: Generated<number>;
  name: string;
  nameTa: string | null;
  nameSi: string | null;
  province: string;
}
export type District = Selectable<DistrictsTable>;
export type NewDistrict = Insertable<DistrictsTable>;
export type DistrictUpdate = Updateable<DistrictsTable>;
