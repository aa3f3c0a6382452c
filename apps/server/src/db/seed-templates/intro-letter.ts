import { blank, caseDocument, heading, line, para, type SeedTemplate } from './build.ts';

/**
 * 介绍信 with its 存根: the counterfoil the office keeps above the cut line, the letter below. No seal anchor: a letter
 * is stamped by hand under the 用印 rules, never printed with the seal.
 */
export const INTRO_LETTER_TEMPLATE: SeedTemplate = caseDocument(
  'OA_LETTER',
  '介绍信（含存根）',
  '存根留存备查，介绍信沿裁切线撕下后加盖公章使用；严禁在空白介绍信上盖章。核实事项一般由二人前往。',
  heading('介绍信存根', 2),
  line('{form.letterNo|介绍信编号}', 'right'),
  line('前往单位：{form.destination|前往单位}'),
  line('人　　员：{form.persons|人员}（共{form.personCount|人数}人）'),
  line('事　　由：{form.purpose|事由}'),
  line('关联业务：{form.caseNumber|关联业务}'),
  line('有效期至：{form.validUntilCn|有效期至}'),
  line('开具日期：{form.issuedDateCn|开具日期}　　批准人：{form.approverName|批准人}　　经办人：{form.applicantName|经办人}'),
  blank(),
  line('- - - - - - - - - - - -　{form.letterNo|介绍信编号}　沿此线裁开　- - - - - - - - - - - -', 'center'),
  blank(),
  heading('介　绍　信'),
  line('{form.letterNo|介绍信编号}', 'right'),
  line('{form.destination|前往单位}：'),
  para('兹介绍我处{form.personsPhrase|人员（等几位同志）}前往贵单位联系{form.business|联系事项}事宜，请予接洽、协助为盼。'),
  para('此致'),
  line('敬礼！'),
  blank(),
  line('（本介绍信有效期至{form.validUntilCn|有效期至}）', 'left'),
  blank(),
  line('{office.fullName}', 'right'),
  line('{form.issuedDateCn|开具日期}', 'right'),
);
