import { Button, Collapse, Typography } from 'antd';
import { downloadPublishedKeys, PUBLISHED_KEYS_URL } from '../api/verify';
import styles from '../pages/verify-page.module.css';

const { Paragraph, Text } = Typography;

const offline = (
  <div className={styles.note}>
    <Paragraph>
      公证书上的二维码包含签名载荷（参数 <Text code>p</Text>：公证书编号、文书哈希、签发时间、密钥编号，规范 JSON 的 base64url 编码）和出证机构的数字签名（参数{' '}
      <Text code>s</Text>，DER 格式的十六进制）。核验签名只需出证机构公布的公钥，无需访问本平台的数据库：
    </Paragraph>
    <ol>
      <li>
        下载公钥文件（
        <a href={PUBLISHED_KEYS_URL} target="_blank" rel="noreferrer">
          查看公布的公钥
        </a>
        ，或{' '}
        <Button type="link" size="small" className={styles.inlineLink} onClick={() => void downloadPublishedKeys().catch(() => undefined)}>
          下载公钥文件
        </Button>
        ），按密钥编号找到签名公钥；
      </li>
      <li>
        对载荷解码后的 UTF-8 文本验证签名：SM2 算法使用 SM3 摘要及默认用户标识 <Text code>1234567812345678</Text>；ECDSA P-256 算法使用 SHA-256 摘要；
      </li>
      <li>
        在本平台的服务器上也可运行 <Text code>{"npm run verify-qr -w @notaria/server -- '<二维码内容>' --keys 公钥文件.json"}</Text>。
      </li>
    </ol>
    <Paragraph>
      电子文件可在本机用 <Text code>sha256sum 文件名</Text>（Windows：<Text code>certutil -hashfile 文件名 SHA256</Text>
      ）计算哈希值，与出证机构提供的哈希值比对。登记记录的可信时间戳（RFC 3161）可用公布的时间戳根证书以 <Text code>openssl ts -verify</Text> 核验。
    </Paragraph>
  </div>
);

const about = (
  <div className={styles.note}>
    <Paragraph>
      公证机构在出具公证书、保全证据时，会将文件的 SHA-256 与 SM3
      哈希值登记在不可篡改的哈希链中，并由时间戳机构加盖可信时间戳。核验时，本页面只比对哈希值和签名，
      <Text strong>不显示任何当事人的个人信息</Text>。
    </Paragraph>
    <Paragraph>
      “核验通过”表示该文件或二维码与出证机构登记的记录一致、登记后未被改动；它不代替对公证书内容本身的审查。如有疑问，请直接联系出证的公证机构。
    </Paragraph>
  </div>
);

/** How the check works and how to repeat it without this site. */
export function OfflineNote() {
  return (
    <Collapse
      className={styles.help}
      ghost
      items={[
        { key: 'about', label: '核验说明', children: about },
        { key: 'offline', label: '如何离线核验', children: offline },
      ]}
    />
  );
}
