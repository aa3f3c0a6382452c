import { AuditOutlined, FolderOpenOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@notaria/contracts';
import styles from '../pages/login-page.module.css';

const AREAS = [
  { icon: <AuditOutlined />, title: '公证业务', text: '受理、审批、出证、归档全流程办理' },
  { icon: <SafetyCertificateOutlined />, title: '电子证据', text: '取证与存证统一管理' },
  { icon: <TeamOutlined />, title: '客户管理', text: '个人与机构客户档案' },
  { icon: <FolderOpenOutlined />, title: '办公与档案', text: '用印、请假、档案移交在线处理' },
];

export function LoginAside() {
  return (
    <aside className={styles.aside}>
      <div className={styles.brand}>
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <span>{PRODUCT_NAME}</span>
      </div>
      <div className={styles.slogan}>
        <h2>公证处一体化业务管理</h2>
        <p>业务办理、电子证据、客户、办公与财务，在同一平台协同完成。</p>
      </div>
      <ul className={styles.areas}>
        {AREAS.map((a) => (
          <li key={a.title}>
            <span className={styles.areaIcon}>{a.icon}</span>
            <span>
              <strong>{a.title}</strong>
              <em>{a.text}</em>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
