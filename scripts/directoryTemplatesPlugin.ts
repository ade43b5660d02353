import writeXlsxFile from 'write-excel-file/node';
import type { Plugin } from 'vite';
import {
  type RouteType,
  TEMPLATE_FOLDER,
  TEMPLATE_SHEET_NAME,
  type TemplateOptions,
  templateFileName,
  templateRows,
  templateVariants,
} from '../contract/directory/importTemplate.ts';

/** One directory import template as `.xlsx` bytes (write-excel-file). */
export async function directoryTemplate(
  routeType: RouteType,
  options: TemplateOptions,
): Promise<Uint8Array> {
  const rows = templateRows(routeType, options);
  const buffer = await writeXlsxFile(rows, { sheet: TEMPLATE_SHEET_NAME }).toBuffer();
  return new Uint8Array(buffer);
}

/**
 * The directory's import templates (contract/directory/importTemplate.ts), written at build time:
 * one per route type and per combination of options, under /templates/directory/. The dev server
 * answers the same paths. They are not precached: a template is downloaded to fill in on a
 * computer, and the import needs the server anyway.
 */
export function directoryTemplates(): Plugin {
  return {
    name: 'gatehouse:directory-templates',
    async generateBundle() {
      for (const { routeType, options } of templateVariants()) {
        this.emitFile({
          type: 'asset',
          fileName: `${TEMPLATE_FOLDER}/${templateFileName(routeType, options)}`,
          source: await directoryTemplate(routeType, options),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const prefix = `/${TEMPLATE_FOLDER}/`;
        if (!request.url?.startsWith(prefix)) return next();
        const name = request.url.slice(prefix.length).split('?')[0];
        const variant = templateVariants().find(
          (candidate) => templateFileName(candidate.routeType, candidate.options) === name,
        );
        if (!variant) return next();
        const bytes = await directoryTemplate(variant.routeType, variant.options);
        response.setHeader(
          'Content-Type',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        response.end(bytes);
      });
    },
  };
}
