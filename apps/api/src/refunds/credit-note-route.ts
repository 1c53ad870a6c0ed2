// GET /c/<token>: the public page of an issued tax credit note, rendered on the server; the
// token (144 random bits) is the only key, and an unknown one answers 404 in the same shape.
import type { Hono } from 'hono';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { creditNoteByToken } from './credit-note-service.js';
import { creditNoteNotFoundHtml, creditNotePageHtml } from './credit-note-page.js';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Mounts the credit note page on the app. */
export function mountCreditNotePage(app: Hono<AppEnv>, database: Database): void {
  app.get('/c/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const token = c.req.param('token');
    const found = TOKEN.test(token) ? await creditNoteByToken(database.db, token) : undefined;
    if (found === undefined) return c.html(creditNoteNotFoundHtml(), 404);
    const paper = c.req.query('paper') === '80mm' ? '80mm' : 'a4';
    return c.html(creditNotePageHtml(found.document, token, found.invoiceToken, paper));
  });
}
