import type { ReactNode } from 'react';
import { StaffArea } from '../../../../src/ui/staff/frame/staff-frame';
import { forgetStaffStanding, useStaffLoad } from '../../../../src/ui/staff/frame/use-staff';

/** The staff area as StaffFrame draws it inside the site's frame, without the frame. */
export function StaffAt({ current, children }: { current: string; children?: ReactNode }) {
  const staff = useStaffLoad();
  return (
    <StaffArea staff={staff} lang="zh-tw" current={current}>
      {children}
    </StaffArea>
  );
}

// What one test's staff area learnt must not draw the next test's navigation.
beforeEach(() => forgetStaffStanding());
