import type { openApiDocument } from './openapi.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Doc = ReturnType<typeof openApiDocument>;
type Operation = { summary: string; tags: string[]; parameters: { name: string; in: string; required: boolean; schema: unknown }[]; requestBody?: unknown; responses: Record<string, unknown> };

function operationHtml(method: string, path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${op.parameters
        .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`)
        .join('')}</tbody></table>`
    : '<p>No parameters.</p>';
  const body = op.requestBody ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(op.requestBody, null, 2))}</pre></details>` : '';
  const answer = `<details><summary>Answer (200)</summary><pre>${escape(JSON.stringify(op.responses['200'], null, 2))}</pre></details>`;
  return `<section aria-labelledby="${escape(method + path)}"><h3 id="${escape(method + path)}"><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3><p>${escape(op.summary)}</p>${params}${body}${answer}</section>`;
}

/** A readable, dependency-free API reference generated from the OpenAPI document. */
export function docsPage(doc: Doc): string {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => operationHtml(method, path, op as Operation)))
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Commons API reference</title><meta name="description" content="Reference of the Commons public API, generated from its contract.">
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#1b1b1b;line-height:1.5}
section{border-top:1px solid #ccc;padding:8px 0}.method{background:#0b3d91;color:#fff;padding:2px 8px;border-radius:4px;font-size:.85em}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}pre{background:#f4f5f7;padding:8px;overflow:auto}code{word-break:break-word}</style></head>
<body><main><h1>Commons API reference</h1><p>Every call answers JSON except the calendars (<code>text/calendar</code>) and the OpenMensa feeds (<code>application/xml</code>); each call's answer names its media type. Failures answer <code>{ "status": "error", "msg": "...", "errors": { "field": "message" } }</code> with a 4xx or 5xx status. The machine-readable document is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
<h2>Calls</h2>${sections}</main></body></html>`;
}
