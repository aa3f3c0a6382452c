import { useState } from 'react';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.fontless.min.css';
import type { Contender } from '../contender.ts';

type SurveyJson = ConstructorParameters<typeof Model>[0];

function SurveyForm({ json, expose }: { json: SurveyJson; expose: (model: Model) => void }) {
  const [model] = useState(() => new Model(json));
  expose(model);
  return <Survey model={model} />;
}

export const contender: Contender = {
  prepare(fields) {
    const json: SurveyJson = {
      showQuestionNumbers: 'off',
      showNavigationButtons: false,
      // Keep the data up to date on every keystroke, as the React forms do (SurveyJS's default waits for blur).
      textUpdateMode: 'onTyping',
      elements: fields.map((f) => ({ type: 'text', name: f.name, title: f.label, isRequired: true })),
    };
    return (expose) => <SurveyForm json={json} expose={(model) => expose(() => model.validate(true, false))} />;
  },
  inputSelector: '.sd-root-modern input.sd-formbox__input',
  errorSelector: '.sd-root-modern .sd-question__erbox',
};
