import type { SeedDistrict } from './types';

/** The five districts of Sri Lanka's Northern Province. */
export const districts: SeedDistrict[] = [
  { name: 'Jaffna', nameTa: 'யாழ்ப்பாணம்', nameSi: 'යාපනය', province: 'Northern' },
  { name: 'Kilinochchi', nameTa: 'கிளிநொச்சி', nameSi: 'කිලිනොච්චිය', province: 'Northern' },
  { name: 'Mannar', nameTa: 'மன்னார்', nameSi: 'මන්නාරම', province: 'Northern' },
  { name: 'Mullaitivu', nameTa: 'முல்லைத்தீவு', nameSi: 'මුලතිව්', province: 'Northern' },
  { name: 'Vavuniya', nameTa: 'வவுனியா', nameSi: 'වවුනියාව', province: 'Northern' },
];
