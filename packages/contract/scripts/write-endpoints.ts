import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointsSource } from './endpoints-source.ts';
import { namedRoutes } from '../src/route-table.ts';

/** `npm run contract:endpoints`: writes src/endpoints.ts from the route table, after a call is added or renamed. */
const target = join(import.meta.dirname, '..', 'src', 'endpoints.ts');
writeFileSync(target, endpointsSource(namedRoutes));
console.log(`wrote ${namedRoutes.length} endpoints to ${target}`);
