// GET /i/<token>: the public page of an issued tax invoice, rendered on the server. The
// token is the only key (144 random bits); an unknown one answers 404 with the same page shape.
import type { Hono } from 'hono';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { taxInvoiceByToken } from '../services/tax-invoice-service.js';
import { invoiceNotFoundHtml, invoicePageHtml } from './invoice-page-html.js';

/** The shape of a token: URL-safe base64, as issued. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Mounts the invoice page on the app. */
export function mountInvoicePage(app: Hono<AppEnv>, database: Database): void {
  app.get('/i/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const token = c.req.param('token');
    const found = TOKEN.test(token) ? await taxInvoiceByToken(database.db, token) : undefined;
    if (found === undefined) return c.html(invoiceNotFoundHtml(), 404);
    const paper = c.req.query('paper') === '80mm' ? '80mm' : 'a4';
    return c.html(invoicePageHtml(found.document, token, paper, found.logoUrl));
  });
}
