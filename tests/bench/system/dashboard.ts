import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** The log page the dashboard asks for: one site, a time window (the newest rows of the log). */
export interface DashboardQuery {
  hierarchies: string[];
  beginTime: number;
  endTime: number;
}

/**
 * An online-only dashboard, the kind Gatehouse replaces: no service worker, no local data. Its
 * page POSTs visitorLogOperations/retrieveVisitorLog (the browser sends the session cookie) and
 * draws the answer as a table, newest first.
 */
function dashboardHtml(query: DashboardQuery): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Visitor log (online dashboard)</title></head>
<body>
<h1>Visitor log</h1>
<table>
<thead><tr><th>Visitor</th><th>Company</th><th>Host</th><th>Signed in</th></tr></thead>
<tbody id="rows"></tbody>
</table>
<script>
fetch('/api/visitorLogOperations/retrieveVisitorLog', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: ${JSON.stringify(query)} }),
})
  .then((response) => response.json())
  .then((answer) => {
    if (answer.key !== 'LOG_RETRIEVED') throw new Error('retrieveVisitorLog answered ' + answer.key);
    const rows = answer.Items.sort((a, b) => b.evtTimeStamp - a.evtTimeStamp).map((record) => {
      const person = record.visitorFullDetails || {};
      const row = document.createElement('tr');
      for (const text of [
        [person.firstName, person.lastName].join(' '),
        person.company || '',
        (record.hostDetails && record.hostDetails.name) || '',
        new Date(record.evtTimeStamp).toLocaleTimeString(),
      ]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    });
    document.getElementById('rows').append(...rows);
  });
</script>
</body>
</html>`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Passes an /api request on to Gatehouse's server with the browser's cookie. */
async function forward(request: IncomingMessage, response: ServerResponse, apiOrigin: string) {
  const answer = await fetch(`${apiOrigin}${request.url}`, {
    method: request.method,
    headers: {
      'content-type': request.headers['content-type'] ?? 'application/json',
      cookie: request.headers.cookie ?? '',
    },
    body: request.method === 'POST' ? (await bodyOf(request)).toString('utf8') : undefined,
  });
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export interface Dashboard {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the dashboard at http://localhost:{free port}/ (its own origin, so Gatehouse's service
 * worker does not control it; cookies are per host, so the session cookie comes along) and
 * forwards /api to Gatehouse's server.
 */
export async function startDashboard(apiOrigin: string, query: DashboardQuery): Promise<Dashboard> {
  const html = dashboardHtml(query);
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/')) {
      forward(request, response, apiOrigin).catch((error: unknown) => {
        response.writeHead(502).end(String(error));
      });
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(html);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('dashboard: no port');
  return {
    url: `http://localhost:${address.port}/`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
