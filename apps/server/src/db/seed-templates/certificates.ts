import { certificate, line, para, personLine, type SeedTemplate } from './build.ts';

// The 证词 of each item the demo office offers, after the wording of the MoJ's 定式公证书格式. A person is described
// by the birth date, never an age. Values the case does not hold as parties come from the item's intake form (form.*).

const A = 'parties.APPLICANT.0';
const who = `{${A}.name}（{${A}.gender}，{${A}.birthDateCn}出生，公民身份号码：{${A}.idNumber}）`;
const applicant = [personLine('APPLICANT')];
const withAgent = [personLine('APPLICANT'), personLine('AGENT')];
const CIVIL_CODE_143 = '《中华人民共和国民法典》第一百四十三条';

/** Signed before the notary (委托, 声明, 遗嘱 …): who came, what they signed, and that the act is valid. */
const signedBefore = (instrument: string, act: string, rule: string) => [
  para(`兹证明${who}于{case.acceptedDateCn}来到我处，在我的面前，在前面的《${instrument}》上签名（并按指印）。`),
  para(`{${A}.name}的${act}符合${rule}的规定。`),
];

export const CERTIFICATES: SeedTemplate[] = [
  certificate(
    '出生',
    applicant,
    [
      para(
        `兹证明{${A}.name}于{${A}.birthDateCn}在{form.birthPlace|出生地}出生。{${A}.name}的父亲是{form.fatherName|父亲姓名}，{${A}.name}的母亲是{form.motherName|母亲姓名}。`,
      ),
    ],
    '出生公证书（定式）：出生地、父母姓名取自受理表。',
  ),
  certificate(
    '婚姻状况',
    applicant,
    [para(`兹证明${who}至{today.cn}在中国境内未曾登记结婚。`)],
    '未婚（未登记结婚）公证书；已婚、离婚等情形请复制后修改证词。',
  ),
  certificate(
    '亲属关系',
    [personLine('APPLICANT'), personLine('RELATED', 0, '关系人')],
    [
      para(
        `兹证明申请人{${A}.name}（{${A}.gender}，{${A}.birthDateCn}出生）与关系人{parties.RELATED.0.name}（{parties.RELATED.0.gender}，{parties.RELATED.0.birthDateCn}出生）是{form.relationship|亲属关系}关系。`,
      ),
    ],
    '亲属关系公证书：关系（如父子、母女）取自受理表 relationship。',
  ),
  certificate(
    '无犯罪记录',
    applicant,
    [para(`兹证明${who}在中国居住期间无刑事犯罪记录。`), para('本证明依据{form.policeOffice|出具证明的公安机关}出具的无犯罪记录证明作出。')],
    '无犯罪记录公证书。',
  ),
  certificate(
    '学历',
    applicant,
    [para(`兹证明前面的复印件与{form.schoolName|学校名称}于{form.issueDateCn|发证日期}发给{${A}.name}的《毕业证书》原件相符，原件属实。`)],
    '学历公证书（证书复印件与原件相符式）。',
  ),
  certificate(
    '学位',
    applicant,
    [para(`兹证明前面的复印件与{form.schoolName|学校名称}于{form.issueDateCn|发证日期}授予{${A}.name}的《学位证书》原件相符，原件属实。`)],
    '学位公证书（证书复印件与原件相符式）。',
  ),
  certificate('委托', applicant, signedBefore('委托书', '委托行为', CIVIL_CODE_143), '委托公证书（定式）：委托人须亲自到场。'),
  certificate('声明', applicant, signedBefore('声明书', '声明行为', CIVIL_CODE_143), '声明公证书（定式）：声明人须亲自到场。'),
  certificate(
    '遗嘱',
    applicant,
    signedBefore('遗嘱', '遗嘱行为', '《中华人民共和国民法典》第一百四十三条和第一千一百三十九条'),
    '遗嘱公证书（定式）：遗嘱人须亲自到场，卷宗为密卷。',
  ),
  certificate(
    '赠与',
    applicant,
    [
      para(`兹证明赠与人${who}于{case.acceptedDateCn}来到我处，在我的面前，在前面的《赠与书》上签名（并按指印）。`),
      para(`赠与人{${A}.name}的赠与行为符合${CIVIL_CODE_143}和第六百五十七条的规定。`),
    ],
    '赠与公证书（赠与书式）。',
  ),
  certificate(
    '继承',
    [
      line('申请人：{parties.APPLICANT.names|全部申请人}。'),
      line('被继承人：{parties.RELATED.0.name}，{parties.RELATED.0.gender}，{parties.RELATED.0.birthDateCn}出生，生前住{parties.RELATED.0.address}。'),
    ],
    [
      para(
        '被继承人{parties.RELATED.0.name}（{parties.RELATED.0.gender}，{parties.RELATED.0.birthDateCn}出生）于{form.deathDateCn|死亡日期}在{form.deathPlace|死亡地点}死亡，生前未留有遗嘱，亦未与他人签订遗赠扶养协议。',
      ),
      para('被继承人{parties.RELATED.0.name}死亡后遗留有{form.estate|遗产}。'),
      para(
        '根据《中华人民共和国民法典》第一千一百二十三条、第一千一百二十七条的规定，被继承人{parties.RELATED.0.name}的上述遗产应由其法定继承人{parties.APPLICANT.names|全部申请人}共同继承。',
      ),
      para('兹证明被继承人{parties.RELATED.0.name}遗留的上述遗产由{parties.APPLICANT.names|全部申请人}共同继承。'),
    ],
    '继承权公证书（法定继承）：被继承人登记为关系人；死亡日期、地点与遗产取自受理表。',
  ),
  certificate('复印件与原件相符', applicant, [para('兹证明前面的{form.documentName|文件名称}复印件与原件相符，原件属实。')], '复印件与原件相符公证书。'),
  certificate(
    '译文与原文相符',
    applicant,
    [para('兹证明前面的{case.language}译文与{form.documentName|文件名称}原文内容相符。')],
    '译文与原文相符公证书（附于被译公证书之后）。',
  ),
  certificate(
    '保全证据',
    withAgent,
    [
      para(
        '申请人{parties.APPLICANT.0.name}于{case.acceptedDateCn}向本处申请对{form.evidenceSubject|保全对象}进行证据保全。本公证员与公证员助理于{form.preservedDateCn|保全日期}在{form.preservedPlace|保全地点}，使用本处的计算机及网络对上述内容进行了实时保全，保全过程形成的电子数据已计算哈希值并存储于本处。',
      ),
      para('兹证明与本公证书相粘连的{form.attachmentDescription|保全内容}与实际保全时的内容相符，保全过程真实、合法。'),
    ],
    '保全证据公证书：公证证明的是取证过程，不证明内容本身的真实性。',
  ),
  certificate(
    '合同',
    [personLine('APPLICANT', 0, '甲方'), personLine('APPLICANT', 1, '乙方')],
    [
      para(
        '兹证明甲方{parties.APPLICANT.0.name}与乙方{parties.APPLICANT.1.name}于{case.acceptedDateCn}在{office.fullName}，在我的面前，签订了前面的《{form.contractName|合同名称}》。',
      ),
      para(`双方当事人签订合同的行为符合${CIVIL_CODE_143}的规定，合同上双方当事人的签字、印章属实。`),
    ],
    '合同公证书：甲乙双方按顺序登记为申请人。',
  ),
  certificate(
    '赋予强制执行效力',
    [personLine('APPLICANT', 0, '债权人'), personLine('APPLICANT', 1, '债务人')],
    [
      para(
        '兹证明债权人{parties.APPLICANT.0.name}与债务人{parties.APPLICANT.1.name}于{case.acceptedDateCn}在我的面前签订了前面的《{form.contractName|债权文书名称}》，双方当事人在签订时具有法律规定的民事行为能力，意思表示真实。',
      ),
      para(
        '债务人{parties.APPLICANT.1.name}承诺：不履行或不适当履行上述债权文书约定的义务时，愿意接受依法强制执行。依据《中华人民共和国公证法》第三十七条的规定，上述债权文书具有强制执行效力。',
      ),
    ],
    '具有强制执行效力的债权文书公证书。',
  ),
  certificate(
    '签名印鉴属实',
    applicant,
    [para('兹证明前面{form.documentName|文件名称}上{parties.APPLICANT.0.name}的印章属实，其法定代表人{parties.LEGAL_REP.0.name}的签名属实。')],
    '签名、印鉴属实公证书（机构）。',
  ),
  certificate(
    '营业执照',
    applicant,
    [para('兹证明前面的复印件与{parties.APPLICANT.0.name}的《营业执照》原件相符，原件属实。')],
    '营业执照公证书（复印件与原件相符式）。',
  ),
];
