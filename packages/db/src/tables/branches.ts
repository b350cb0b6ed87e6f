import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface BranchesTable {
  /** Short branch code ('JPL', 'NLR'…), also the prefix of inventory SKUs. */
  id: string;
  name: string;
  nameTa: string | null;
  nameSi: string | null;
  districtId: number;
  address: string | null;
  phone: string | null;
  email: string | null;
  coordinates: ColumnType<Coordinates | null, string | null, string | null>;
  isActive: Generated<boolean>;
  createdAt: Generated<Date>;
}
export type Branch = Selectable<BranchesTable>;
export type NewBranch = Insertable<BranchesTable>;
export type BranchUpdate = Updateable<BranchesTable>;
