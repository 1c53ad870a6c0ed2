// Set-up of the browser tests: findBy* and waitFor wait up to 10 s, not testing-library's 1 s.
// On a busy shared machine a render or a fake answer can take seconds; a test must fail on
// what it checks, not on the load.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
