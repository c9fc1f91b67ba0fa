import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { RoutePage } from './route-page';
import { AdminApp, bareRoutes, shellRoutes } from './routes';
import { AppShell } from './shell/app-shell';

/**
 * The route tree. Declarative routes (not the data router) keep react-router's share of the
 * first page small; each page still arrives in its own chunk (routes.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {shellRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        {/* Unknown paths go home (spec §2). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
      {bareRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<LoadingState label="Loading back office..." />}>
            <AdminApp />
          </Suspense>
        }
      />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
