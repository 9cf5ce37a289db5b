import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointsFiles } from './endpoints-source.ts';
import { namedRoutes } from '../src/route-table.ts';

/** `npm run contract:endpoints`: writes src/endpoints.ts and src/console/endpoints.ts from the route table, after a call is added or renamed. */
for (const file of endpointsFiles(namedRoutes)) {
  const target = join(import.meta.dirname, '..', 'src', file.path);
  writeFileSync(target, file.text);
  console.log(`wrote ${target}`);
}
