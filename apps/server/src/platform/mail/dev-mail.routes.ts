import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './mail-layout.ts';
import type { OutboxRepo, OutboxRow } from './outbox.repo.ts';

const LIST_SIZE = 200;
/** A message's own HTML runs nothing and reaches nothing but its pictures and styles. */
const MESSAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; sandbox";

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '—');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:960px;margin:0 auto;padding:16px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ccc;vertical-align:top}
a{color:#0b5394}a:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
iframe{width:100%;height:640px;border:1px solid #888}pre{white-space:pre-wrap;background:#f4f4f4;padding:12px;border:1px solid #ccc}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{font-weight:bold}dd{margin:0}
</style></head>
<body><main>${body}</main></body></html>`;
}

function listPage(rows: Awaited<ReturnType<OutboxRepo['listNewest']>>): string {
  const items = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(when(row.created_at))}</td><td>${escapeHtml(row.to)}</td><td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.status)}</td><td>${row.attempts}</td></tr>`,
    )
    .join('\n');
  const table = rows.length
    ? `<table><caption>The ${rows.length === LIST_SIZE ? `${LIST_SIZE} newest` : rows.length} messages, newest first</caption>
<thead><tr><th scope="col">Written</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Attempts</th></tr></thead>
<tbody>${items}</tbody></table>`
    : '<p>No mail yet.</p>';
  return page('Mail outbox', `<h1>Mail outbox</h1><p>Mail this server has written, sent or not. Development only.</p>${table}`);
}

/** The files sent with a message, each with its text when it is text (a calendar file). */
function attachmentsOf(row: OutboxRow): string {
  if (row.attachments.length === 0) return '';
  const items = row.attachments.map(
    (a) => `<h3>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</h3>${/^text\//i.test(a.contentType) ? `<pre>${escapeHtml(Buffer.from(a.contentBase64, 'base64').toString('utf8'))}</pre>` : ''}`,
  );
  return `<h2>Attachments</h2>${items.join('')}`;
}

function messagePage(row: OutboxRow): string {
  return page(
    `${row.subject} | Mail outbox`,
    `<p><a href="/dev/mail">Back to the outbox</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(row.to)}</dd><dt>Written</dt><dd>${escapeHtml(when(row.created_at))}</dd><dt>Status</dt><dd>${escapeHtml(row.status)}</dd>
<dt>Attempts</dt><dd>${row.attempts}</dd><dt>Sent</dt><dd>${escapeHtml(when(row.sent_at))}</dd>${row.last_error ? `<dt>Last error</dt><dd>${escapeHtml(row.last_error)}</dd>` : ''}</dl>
<h2>HTML part</h2>
<iframe title="The message as HTML" sandbox src="/dev/mail/${row.id}/html"></iframe>
<h2>Text part</h2>
<pre>${escapeHtml(row.text)}</pre>${attachmentsOf(row)}`,
  );
}

/** The message `id` names, when it is one. */
const idOf = (id: string) => (/^[0-9]{1,9}$/.test(id) ? Number(id) : null);

/**
 * The outbox as pages, for development: every message newest first, and each one with its HTML (in
 * a sandboxed frame, under a policy of its own) and its text part. Registered only outside
 * production, where these paths fall to the ordinary 404.
 */
export function devMailRoutes(app: FastifyInstance, repo: OutboxRepo): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/dev/mail')) reply.header('cache-control', 'no-store');
  });

  app.get('/dev/mail', async (_request, reply) => reply.type('text/html; charset=utf-8').send(listPage(await repo.listNewest(LIST_SIZE))));

  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const id = idOf(request.params.id);
    const row = id === null ? undefined : await repo.find(id);
    if (!row) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(messagePage(row));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id/html', async (request, reply) => {
    const id = idOf(request.params.id);
    const row = id === null ? undefined : await repo.find(id);
    if (!row) return reply.callNotFound();
    return reply.header('content-security-policy', MESSAGE_POLICY).header('x-frame-options', 'SAMEORIGIN').type('text/html; charset=utf-8').send(row.html);
  });
}
