import { DashboardPage } from './dashboard-page';

/** /create-post: the dashboard with the composer focused (D2). */
export function CreatePostPage() {
  return <DashboardPage focusComposer />;
}
