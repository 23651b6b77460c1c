import type { Locale } from '@wheelhouse/contracts/locales';

/** Flag icons, served from our own origin so the CSP (img-src 'self') needs no third party. */
export const LANGUAGE_ICONS: Record<Locale, string> = {
  en:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30" width="60" height="30">' +
    '<clipPath id="s"><path d="M0,0 v30 h60 v-30 z"/></clipPath>' +
    '<clipPath id="t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>' +
    '<g clip-path="url(#s)">' +
    '<path d="M0,0 v30 h60 v-30 z" fill="#012169"/>' +
    '<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>' +
    '<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/>' +
    '<path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/>' +
    '<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/>' +
    '</g></svg>',
  ru:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 6" width="60" height="40">' +
    '<rect width="9" height="3" y="0" fill="#fff"/>' +
    '<rect width="9" height="2" y="2" fill="#0039A6"/>' +
    '<rect width="9" height="2" y="4" fill="#D52B1E"/>' +
    '</svg>',
  uk:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2" width="60" height="40">' +
    '<rect width="3" height="1" y="0" fill="#0057B7"/>' +
    '<rect width="3" height="1" y="1" fill="#FFD700"/>' +
    '</svg>',
  // The sky-blue field with the golden sun and steppe eagle, simplified to stay legible at 20 px.
  kk:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30" width="60" height="30">' +
    '<rect width="60" height="30" fill="#00AFCA"/>' +
    '<circle cx="30" cy="13" r="5" fill="#FEC50C"/>' +
    '<path d="M18,20 Q30,14 42,20 Q30,17 18,20 z" fill="#FEC50C"/>' +
    '<path d="M4,3 h2 v24 h-2 z" fill="#FEC50C"/>' +
    '</svg>',
};

export function languageIconUrl(code: Locale): string {
  return `/api/v1/languages/icons/${code}.svg`;
}
