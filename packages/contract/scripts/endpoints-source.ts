import type { NamedRoute } from '../src/route-table.ts';

const HEADER = `// Written by \`npm run contract:endpoints\` from the route table (route-table.ts): do not edit by hand.
import { endpoint } from './endpoint.ts';
`;

const DOC = `
/**
 * Every call as a schema-free endpoint for clients (\`@commons/contract/endpoints\`): its method and
 * path, typed by its route, so the web bundle ships no zod. A test keeps this file equal to what
 * the route table writes.
 */
`;

/** The text of endpoints.ts for `routes`: one type-only import line per area, one line per call. */
export function endpointsSource(routes: readonly NamedRoute[]): string {
  const areas = [...new Set(routes.map((route) => route.area))];
  const imports = areas.map((area) => {
    const names = routes.filter((route) => route.area === area).map((route) => route.name);
    return `import type { ${names.join(', ')} } from './${area}.ts';`;
  });
  const lines = routes.map(({ name, def }) => `  ${name}: endpoint<typeof ${name}>('${def.method}', '${def.path}'),`);
  return `${HEADER}${imports.join('\n')}\n${DOC}export const endpoints = {\n${lines.join('\n')}\n};\nexport { buildPath, type Endpoint } from './endpoint.ts';\n`;
}
