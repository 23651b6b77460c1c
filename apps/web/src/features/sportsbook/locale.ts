import english from '../../locales/en/sportsbook.json';
import { registerSection } from '../../lib/i18n';

// The sportsbook screens bring their English with their own chunk, keeping the first load small.
registerSection('sportsbook', english);
