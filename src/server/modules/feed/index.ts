// The prices-and-results feed (README.md): its start with the app, the operator's settings and
// results, and the fake feed server tests and the demo drive it with.
export { feedAdminRoutes } from './admin-routes';
export { feedRoutes } from './routes';
export { startFeed, type FeedRuntime } from './feed-runtime';
export { createStreamClient } from './stream-client';
export { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';
