/** A small deterministic random source (mulberry32), so the demo looks the same on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const FIRST_NAMES = [
  'Thandi',
  'Sipho',
  'Lerato',
  'Johan',
  'Aisha',
  'Pieter',
  'Naledi',
  'Kagiso',
  'Emma',
  'Liam',
  'Zanele',
  'Ruan',
  'Fatima',
  'David',
  'Nomvula',
  'Chen',
  'Priya',
  'Tebogo',
  'Sarah',
  'Musa',
  'Anika',
  'Bongani',
  'Grace',
  'Mandla',
];
const LAST_NAMES = [
  'Nkosi',
  'van der Merwe',
  'Dlamini',
  'Botha',
  'Patel',
  'Mokoena',
  'Smith',
  'Naidoo',
  'Khumalo',
  'Jacobs',
  'Le Roux',
  'Mahlangu',
  'Pillay',
  'Fourie',
  'Zulu',
  'Wang',
  'Mthembu',
  'Adams',
];
const COMPANIES = [
  'Initech',
  'Umbrella Logistics',
  'Stark Engineering',
  'Wayne Consulting',
  'Hooli',
  'Vandelay Imports',
  'Soylent Foods',
  'Cyberdyne Systems',
  'Tyrell Freight',
  'Wonka Catering',
];
/** Hosts the demo visitors come to see (and the host directory of every site). */
export const DEMO_HOSTS = [
  { name: 'Hugo Host', uniqueAttributeValue: 'host@example.com' },
  { name: 'Refilwe Molefe', uniqueAttributeValue: 'refilwe.molefe@acme.example' },
  { name: 'Andre Swart', uniqueAttributeValue: 'andre.swart@acme.example' },
  { name: 'Lindiwe Ndlovu', uniqueAttributeValue: 'lindiwe.ndlovu@acme.example' },
  { name: 'Marco Rossi', uniqueAttributeValue: 'marco.rossi@acme.example' },
];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  host: { name: string; uniqueAttributeValue: string };
}

export function randomPerson(random: () => number): DemoPerson {
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const company = pick(random, COMPANIES);
  const domain = `${company.toLowerCase().replaceAll(/[^a-z]+/g, '')}.example`;
  const local = `${firstName}.${lastName}`.toLowerCase().replaceAll(/[^a-z.]+/g, '');
  const phone = `+27 8${Math.floor(random() * 10)} ${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
  return {
    firstName,
    lastName,
    email: `${local}@${domain}`,
    phoneNumber: phone,
    company,
    host: pick(random, DEMO_HOSTS),
  };
}
