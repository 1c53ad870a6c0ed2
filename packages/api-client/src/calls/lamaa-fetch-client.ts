import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/api.js';

/** The one openapi-fetch client typed by the contract, as the call groups receive it. */
export type LamaaFetchClient = Client<paths>;
