import { ShieldCheck } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminGymsTab } from '@/features/gyms/components/admin-gyms-tab';

export function AdminPage() {
  return (
    <PagePlaceholder
      title="Admin Dashboard"
      icon={ShieldCheck}
      note="Live counts and moderation of users, posts, plans and gyms are coming soon."
    >
      <Tabs defaultValue="gyms">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="gyms">Gyms</TabsTrigger>
        </TabsList>
        <TabsContent value="gyms">
          <AdminGymsTab />
        </TabsContent>
      </Tabs>
    </PagePlaceholder>
  );
}
