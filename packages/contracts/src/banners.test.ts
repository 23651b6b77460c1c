import { describe, expect, it } from 'vitest';
import { isBannerImageUrl, isInAppLink, isSafeBannerLink } from './banners';

describe('banner URLs', () => {
  it('links: in-app paths and https only', () => {
    for (const good of ['/bonuses', '/games/42?x=1', 'https://example.com/promo'])
      expect(isSafeBannerLink(good), good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com',
      '//evil.example/x',
      '/\\evil.example',
      'bonuses',
      'https://',
      '',
    ])
      expect(isSafeBannerLink(bad), bad).toBe(false);
  });

  it('tells in-app paths from outside links', () => {
    expect(isInAppLink('/bonuses')).toBe(true);
    expect(isInAppLink('https://example.com')).toBe(false);
    expect(isInAppLink('//example.com')).toBe(false);
  });

  it('images: https or our own /banners/ files', () => {
    for (const good of [
      '/banners/welcome-bonus.svg',
      '/banners/a_1.webp',
      'https://cdn.example/a.png',
    ])
      expect(isBannerImageUrl(good), good).toBe(true);
    for (const bad of [
      '/banners/../secret.svg',
      '/elsewhere/a.svg',
      '/banners/a.exe',
      'http://cdn.example/a.png',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
    ])
      expect(isBannerImageUrl(bad), bad).toBe(false);
  });
});
