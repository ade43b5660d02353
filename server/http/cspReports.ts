import type { FastifyInstance } from 'fastify';
import { createReportLimiter, REPORT_WINDOW_MS, REPORTS_PER_WINDOW } from './reportLimiter.ts';

/** Where browsers send the reports of CSP violations (the policy's report-uri). */
export const CSP_REPORT_PATH = '/csp-reports';

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * POST /csp-reports: each violation a browser reports (page, sync worker or service worker) is
 * logged as a warning naming the page and what was blocked, so an operator sees a policy that
 * breaks the app, or an injection it stopped. Answered 204; bodies over 16 KiB are refused, and
 * an address past its REPORTS_PER_WINDOW reports of the window gets 429 without a log line
 * (the next report taken logs how many were refused), so reports cannot flood the log.
 */
export function registerCspReports(app: FastifyInstance, limiter = createReportLimiter()): void {
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
      if (!limiter.take(request.ip)) {
        return reply
          .code(429)
          .header('retry-after', String(REPORT_WINDOW_MS / 1000))
          .send({ message: `At most ${REPORTS_PER_WINDOW} CSP reports a minute per address` });
      }
      const refused = limiter.takeRefused();
      if (refused > 0) request.log.warn({ refused }, 'CSP reports refused over the rate limit');
      request.log.warn({ report: request.body }, 'CSP violation reported');
      return reply.code(204).send();
    });
  });
}
