import type { FastifyInstance } from 'fastify';

/** Where browsers send the reports of CSP violations (the policy's report-uri). */
export const CSP_REPORT_PATH = '/csp-reports';

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * POST /csp-reports: each violation a browser reports (page, sync worker or service worker) is
 * logged as a warning naming the page and what was blocked, so an operator sees a policy that
 * breaks the app, or an injection it stopped. Answered 204; bodies over 16 KiB are refused.
 */
export function registerCspReports(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      REPORT_TYPES,
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, { unreadable: String(body).slice(0, 200) });
        }
      },
    );
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      request.log.warn({ report: request.body }, 'CSP violation reported');
      return reply.code(204).send();
    });
  });
}
