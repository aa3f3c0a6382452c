import { CASE_READ_PAGES, hasAnyPermission } from '@notaria/contracts';
import { Alert, Card, Col, Row } from 'antd';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { Access } from '../../../components/access';
import { useSession } from '../../../stores/session-store';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { Greeting } from '../components/greeting';
import { MoneyCards } from '../components/money-cards';
import { MyTodoCard } from '../components/my-todo-card';
import { QuickEntries } from '../components/quick-entries';
import { SignInChart } from '../components/sign-in-chart';
import { StatCards } from '../components/stat-cards';

export default function DashboardPage() {
  const user = useSession((s) => s.user);
  const summary = useDashboardSummary();
  const data = summary.data;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {user && <Greeting user={user} tenantName={data?.tenantName || user.tenantName} lastSignInAt={data?.lastSignInAt ?? null} />}
      {user && hasAnyPermission(user.authorities, CASE_READ_PAGES) && <MyTodoCard />}
      {summary.isError && <Alert type="error" showIcon title="工作台数据加载失败" description={(summary.error as Error).message} />}
      {summary.isPending ? (
        <Card>
          <LoadingSkeleton paragraph={{ rows: 4 }} />
        </Card>
      ) : data ? (
        <>
          {data.money && <MoneyCards money={data.money} />}
          <StatCards summary={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card title="近 7 日登录次数" size="small">
                <SignInChart days={data.signInsByDay} />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Access
                fn="quick"
                fallback={
                  <Card title="快捷入口" size="small">
                    您没有使用快捷入口的权限。
                  </Card>
                }
              >
                <QuickEntries />
              </Access>
            </Col>
          </Row>
        </>
      ) : null}
    </div>
  );
}
