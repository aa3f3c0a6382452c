import { Col, Row } from 'antd';
import { Children, type CSSProperties, type ReactNode } from 'react';

/** Form fields side by side, one column each: `spans` wide (of 24), or equally wide without them. */
export function FieldRow({ spans, style, children }: { spans?: number[]; style?: CSSProperties; children: ReactNode }) {
  const cells = Children.toArray(children);
  return (
    <Row gutter={16} style={style}>
      {cells.map((cell, i) => (
        <Col key={i} span={spans?.[i] ?? 24 / cells.length}>
          {cell}
        </Col>
      ))}
    </Row>
  );
}
