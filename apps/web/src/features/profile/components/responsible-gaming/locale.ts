import english from '../../../../locales/en/responsible-gaming.json';
import { registerSection } from '../../../../lib/i18n';

// The section's English comes with its own chunk, keeping the first load small.
registerSection('responsible-gaming', english);
