import { Outlet } from 'react-router';
import { BackOfficeRegion } from '@/lib/i18n/language-region';

/** The back office and its sign-in are English, left to right, in any page language (docs/decisions/109). */
export function DeskLanguage() {
  return (
    <BackOfficeRegion>
      <Outlet />
    </BackOfficeRegion>
  );
}
