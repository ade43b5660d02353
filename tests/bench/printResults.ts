import { readFileSync } from 'node:fs';
import type { Figure } from './figures.ts';
import { printTable } from './report.ts';

/** `npm run bench:table`: the figures of the last `npm run bench` (bench/results.json). */
const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figure[];
printTable(results);
