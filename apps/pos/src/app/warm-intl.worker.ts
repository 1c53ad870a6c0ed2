// Uses Intl once on the worker's thread, which loads the browser process's locale data (ICU),
// then says so and ends; see intl-loaded.ts.
new Intl.NumberFormat('en').format(0);
self.postMessage('ready');
self.close();
