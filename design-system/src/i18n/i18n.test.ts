import i18next from 'i18next';
import { initI18n, registerNamespace } from './i18n.ts';

describe('initI18n', () => {
  it('given repeated calls, initialises the shared i18next singleton once in Hungarian', () => {
    const first = initI18n();
    const second = initI18n();
    expect(first).toBe(i18next);
    expect(second).toBe(first);
    expect(first.language).toBe('hu');
    expect(first.options.defaultNS).toBe('common');
    expect(first.t('close')).toBe('Bezárás');
    expect(first.t('common:loading')).toBe('Betöltés…');
  });
});

describe('registerNamespace', () => {
  it('given a remote namespace, makes its keys available and keeps the first bundle', () => {
    registerNamespace('teszt', { hello: 'Szia, {{name}}!' });
    registerNamespace('teszt', { hello: 'felülírva' });
    expect(i18next.t('teszt:hello', { name: 'Anna' })).toBe('Szia, Anna!');
  });
});
