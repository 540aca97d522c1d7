import { forwardRef, type ReactNode } from 'react';
import { t } from '../../../src/i18n/i18n.ts';

/**
 * The right rail's landmark: a complementary region holding the panels in order. Its ref is the element the rail's
 * stylesheet is adopted for (the shadow root it renders in).
 */
export const RightRail = forwardRef<HTMLElement, { children: ReactNode }>(function RightRail({ children }, ref) {
  return (
    <aside ref={ref} className="right-rail" aria-label={t('homeRail.label')} data-testid="home-right-rail">
      {children}
    </aside>
  );
});
