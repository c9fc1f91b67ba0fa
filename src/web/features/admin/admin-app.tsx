import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '@web/components/state-views';
import { adminSections } from './admin-sections';
import { adminSession } from './shared/admin-session';
import { AdminLayout } from './admin-layout';
import { AdminLoginPage } from './admin-login-page';

/** Everything under /admin: operator sign-in, then the screens of admin-sections.ts. */
export function AdminApp() {
  useEffect(() => {
    document.title = 'Back office · Lotus Exchange';
  }, []);
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<RequireOperator />}>
        {adminSections.map((section) => (
          <Route
            key={section.path}
            index={section.path === ''}
            path={section.path === '' ? undefined : section.path}
            element={
              <Suspense fallback={<LoadingState />}>
                <section.Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

/** Operators only: anyone else is sent to the operator sign-in. */
function RequireOperator() {
  const { user } = adminSession.useSession();
  const location = useLocation();
  if (!user || user.role !== 'admin') return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return <AdminLayout />;
}
