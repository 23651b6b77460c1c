import english from '../../locales/en/bonuses.json';
import { registerSection } from '../../lib/i18n';

// The bonuses pages bring their English with their own chunk, keeping the first load small.
registerSection('bonuses', english);
