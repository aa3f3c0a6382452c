import { Skeleton, type SkeletonProps } from 'antd';

/** A placeholder while content loads, announced as busy (as antd's Spin is) so assistive technology waits for it. */
export function LoadingSkeleton(props: Omit<SkeletonProps, 'active'>) {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Skeleton active {...props} />
    </div>
  );
}
