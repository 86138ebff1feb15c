import { Button, Card, Result, Typography, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { explanationOf, type Explanation } from './explanations';

/**
 * A campaign's 说明 page: the student's path through the campaign drawn as one picture (SVG,
 * so it stays sharp and its text is real text), then the rules the console enforces.
 */
export function ExplainPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const explanation = explanationOf(pathname);
  if (!explanation) return <Result status="404" title="页面未定义" subTitle={pathname} />;
  return (
    <Card title={explanation.title} extra={<Button onClick={() => navigate(explanation.listRoute)}>返回列表</Button>}>
      <Typography.Paragraph>{explanation.summary}</Typography.Paragraph>
      <FlowPicture explanation={explanation} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        规则
      </Typography.Title>
      <ol style={{ paddingLeft: 20, lineHeight: 2 }}>
        {explanation.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Card>
  );
}

const STEP_W = 170;
const GAP = 40;
const H = 150;

function FlowPicture({ explanation }: { explanation: Explanation }) {
  const steps = explanation.flow;
  // The boxes and their texts from the theme: a pale box would glare on the 深色 card.
  const { token } = theme.useToken();
  const width = steps.length * STEP_W + (steps.length - 1) * GAP + 20;
  return (
    <svg
      role="img"
      aria-label={`${explanation.title}流程图`}
      viewBox={`0 0 ${width} ${H}`}
      style={{ width: '100%', maxWidth: width, display: 'block' }}
    >
      <defs>
        <marker id="explain-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="#14CD88" />
        </marker>
      </defs>
      {steps.map((step, i) => {
        const x = 10 + i * (STEP_W + GAP);
        return (
          <g key={step.title}>
            <rect x={x} y={20} width={STEP_W} height={110} rx={10} fill={token.colorPrimaryBg} stroke="#14CD88" />
            <circle cx={x + 24} cy={46} r={14} fill="#14CD88" />
            <text x={x + 24} y={51} textAnchor="middle" fontSize={14} fill="#fff" fontWeight={600}>
              {i + 1}
            </text>
            <text x={x + STEP_W / 2} y={84} textAnchor="middle" fontSize={16} fill={token.colorText} fontWeight={600}>
              {step.title}
            </text>
            <text x={x + STEP_W / 2} y={110} textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>
              {step.text}
            </text>
            {i < steps.length - 1 && (
              <line
                x1={x + STEP_W + 4}
                y1={75}
                x2={x + STEP_W + GAP - 4}
                y2={75}
                stroke="#14CD88"
                strokeWidth={2}
                markerEnd="url(#explain-arrow)"
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
