// The document the catalog frames for `console-shell`'s example: the layout owns the page's landmarks (its own main,
// skip link and footer), so it gets a window of its own. It follows the catalog's settings through its address.
import { render } from 'lit';
import '../package/index.ts';
import { shellExample } from './catalog-examples.ts';
import { applySettings, settingsFromQuery } from './catalog-settings.ts';

void applySettings(settingsFromQuery(location.search));
render(shellExample(), document.body);
