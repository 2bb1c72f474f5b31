import type { Language } from '@skylark/contract';
import { Outlet } from 'react-router';
import { LanguageRegion } from '@/lib/i18n/language-region';

const ENGLISH: Language = 'en';

/** The back office and its sign-in are English, left to right, in any page language (docs/decisions/109). */
export function DeskLanguage() {
  return (
    <LanguageRegion language={ENGLISH}>
      <Outlet />
    </LanguageRegion>
  );
}
