import { CalendarCheck, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/components/ui';
import { AccountTrigger } from './account-trigger';

export interface AccountMenuProps {
  firstName: string;
  email: string | undefined;
  onSignOut: () => void;
}

/** The signed-in customer's dropdown (docs/product.md#22-shared-chrome); loaded apart from the layout, as visitors never need it. */
export default function AccountMenu({ firstName, email, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu label={t('account.menu')} trigger={<AccountTrigger firstName={firstName} />}>
      <MenuLabel>{email}</MenuLabel>
      <MenuItem
        onSelect={() => void navigate('/profile')}
        icon={<UserRound className="size-4" aria-hidden="true" />}
      >
        {t('nav.profile')}
      </MenuItem>
      <MenuItem
        onSelect={() => void navigate('/bookings')}
        icon={<CalendarCheck className="size-4" aria-hidden="true" />}
      >
        {t('nav.myBookings')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem tone="danger" onSelect={onSignOut} icon={<LogOut className="size-4" aria-hidden="true" />}>
        {t('account.signOut')}
      </MenuItem>
    </Menu>
  );
}
