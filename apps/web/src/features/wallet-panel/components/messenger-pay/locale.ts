import { registerSection } from '../../../../lib/i18n';
import english from '../../../../locales/en/messenger-pay.json';

/** Bot mode's payment strings travel with its chunks, so the web build's first load has none. */
registerSection('messenger-pay', english);
