import { Button } from 'antd';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { useNavigate } from 'react-router';
import { explanationOfList } from './explanations';

/** 活动说明 in a campaign list's toolbar: opens the campaign's explanation page. */
export function ExplainButton({ listRoute }: { listRoute: string }) {
  const navigate = useNavigate();
  const explanation = explanationOfList(listRoute);
  if (!explanation) return null;
  return (
    <Button icon={<QuestionCircleOutlined />} onClick={() => navigate(explanation.route)}>
      活动说明
    </Button>
  );
}
