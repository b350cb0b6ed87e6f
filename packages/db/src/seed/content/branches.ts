import type { SeedBranch } from './types';

/**
 * The main library first, then the branch libraries.
 *
 * The main library's phone number is its published one. The branch phone numbers are
 * placeholders in the Jaffna (021) format and must be confirmed by the librarians before launch;
 * branch coordinates are approximate town centres.
 */
export const branches: SeedBranch[] = [
  {
    id: 'JPL',
    name: 'Jaffna Public Library',
    nameTa: 'யாழ்ப்பாணப் பொது நூலகம்',
    nameSi: 'යාපනය මහජන පුස්තකාලය',
    district: 'Jaffna',
    address: 'Jaffna–Kankesanthurai (KKS) Road, Jaffna 40000',
    phone: '+94 21 222 6028',
    email: 'info@jaffnalibrary.lk',
    coordinates: { lat: 9.6619, lng: 80.0117 },
  },
  {
    id: 'NLR',
    name: 'Nallur Branch Library',
    nameTa: 'நல்லூர் கிளை நூலகம்',
    nameSi: 'නල්ලූර් ශාඛා පුස්තකාලය',
    district: 'Jaffna',
    address: 'Point Pedro Road, Nallur, Jaffna',
    phone: '+94 21 222 3481',
    email: null,
    coordinates: { lat: 9.6745, lng: 80.0297 },
  },
  {
    id: 'KPY',
    name: 'Kopay Branch Library',
    nameTa: 'கோப்பாய் கிளை நூலகம்',
    nameSi: 'කෝපායි ශාඛා පුස්තකාලය',
    district: 'Jaffna',
    address: 'Point Pedro Road, Kopay',
    phone: '+94 21 223 2915',
    email: null,
    coordinates: { lat: 9.7034, lng: 80.0623 },
  },
  {
    id: 'TLP',
    name: 'Tellippalai Branch Library',
    nameTa: 'தெல்லிப்பழை கிளை நூலகம்',
    nameSi: 'තෙල්ලිප්පලෙයි ශාඛා පුස්තකාලය',
    district: 'Jaffna',
    address: 'Kankesanthurai (KKS) Road, Tellippalai',
    phone: '+94 21 224 1736',
    email: null,
    coordinates: { lat: 9.7833, lng: 80.0361 },
  },
  {
    id: 'CVK',
    name: 'Chavakachcheri Branch Library',
    nameTa: 'சாவகச்சேரி கிளை நூலகம்',
    nameSi: 'චාවකච්චේරි ශාඛා පුස්තකාලය',
    district: 'Jaffna',
    address: 'Kandy Road (A9), Chavakachcheri',
    phone: '+94 21 227 0452',
    email: null,
    coordinates: { lat: 9.658, lng: 80.161 },
  },
  {
    id: 'PPD',
    name: 'Point Pedro Branch Library',
    nameTa: 'பருத்தித்துறை கிளை நூலகம்',
    nameSi: 'පේදුරු තුඩුව ශාඛා පුස්තකාලය',
    district: 'Jaffna',
    address: 'Jaffna–Point Pedro Road, Point Pedro',
    phone: '+94 21 226 3187',
    email: null,
    coordinates: { lat: 9.8167, lng: 80.2333 },
  },
  {
    id: 'KYT',
    name: 'Kayts Branch Library',
    nameTa: 'ஊர்காவற்றுறை கிளை நூலகம்',
    nameSi: 'කයිට්ස් ශාඛා පුස්තකාලය',
    district: 'Jaffna',
    address: 'Jaffna–Kayts Road, Kayts',
    phone: '+94 21 221 1564',
    email: null,
    coordinates: { lat: 9.6833, lng: 79.8667 },
  },
  {
    id: 'KLN',
    name: 'Kilinochchi Branch Library',
    nameTa: 'கிளிநொச்சி கிளை நூலகம்',
    nameSi: 'කිලිනොච්චි ශාඛා පුස්තකාලය',
    district: 'Kilinochchi',
    address: 'Kandy Road (A9), Kilinochchi 44000',
    phone: '+94 21 228 5309',
    email: null,
    coordinates: { lat: 9.3833, lng: 80.4 },
  },
];
