import type { NamedRoute } from '../src/route-table.ts';

const HEADER = `// Written by \`npm run contract:endpoints\` from the route table (route-table.ts): do not edit by hand.
import { endpoint } from '%s';
`;

const DOC = `
/**
 * Every call as a schema-free endpoint for clients (\`@commons/contract/endpoints\`): its method and
 * path, typed by its route, so the web bundle ships no zod. A test keeps this file equal to what
 * the route table writes.
 */
`;

/** Console areas (`console/...`) live apart from the public ones, so the public bundle carries none of their paths. */
const isConsoleArea = (route: NamedRoute) => route.area.startsWith('console/');

/** The files `npm run contract:endpoints` writes, each a path under src/ and its text. */
export const endpointsFiles = (routes: readonly NamedRoute[]): { path: string; text: string }[] => [
  { path: 'endpoints.ts', text: endpointsSource(routes.filter((route) => !isConsoleArea(route)), '.') },
  { path: 'console/endpoints.ts', text: endpointsSource(routes.filter(isConsoleArea), 'console') },
];

/** The text of an endpoints file in `dir` (of src/) for `routes`: one type-only import line per area, one line per call. */
function endpointsSource(routes: readonly NamedRoute[], dir: '.' | 'console'): string {
  const fromDir = (area: string) => (dir === 'console' ? `./${area.slice('console/'.length)}.ts` : `./${area}.ts`);
  const areas = [...new Set(routes.map((route) => route.area))];
  const imports = areas.map((area) => {
    const names = routes.filter((route) => route.area === area).map((route) => route.name);
    return `import type { ${names.join(', ')} } from '${fromDir(area)}';`;
  });
  const lines = routes.map(({ name, def }) => `  ${name}: endpoint<typeof ${name}>('${def.method}', '${def.path}'),`);
  return `${HEADER.replace('%s', dir === 'console' ? '../endpoint.ts' : './endpoint.ts')}${imports.join('\n')}\n${DOC}export const endpoints = {\n${lines.join('\n')}\n};\nexport { buildPath, type Endpoint } from '${dir === 'console' ? '../endpoint.ts' : './endpoint.ts'}';\n`;
}
