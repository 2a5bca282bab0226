/**
 * The most common passwords (compared lower-cased), refused at registration:
 * the top of the published leaked-password lists, plus the obvious local
 * guesses for a Michigan politics newsroom. Kept short on purpose: the aim is
 * to stop the first guesses of an online attack, which the sign-in limits then
 * slow to a crawl.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', '1234567', '12345', '1234567890', '123123', '111111',
  '000000', '654321', '666666', '121212', '112233', '123321', '987654321', '1q2w3e4r',
  '1q2w3e', '1qaz2wsx', 'qwerty', 'qwerty123', 'qwerty1', 'qwertyuiop', 'qwerty12', 'qwe123',
  'asdfgh', 'asdfghjkl', 'asdf1234', 'zxcvbnm', 'zxcvbn', '1234qwer', 'q1w2e3r4', 'a1b2c3',
  'abc123', 'abc1234', 'abcd1234', 'abcdef', 'password', 'password1', 'password12', 'password123',
  'password!', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'pa55word', 'passwort', 'motdepasse', 'contraseña',
  'iloveyou', 'iloveyou1', 'letmein', 'letmein1', 'welcome', 'welcome1', 'welcome123', 'admin',
  'admin123', 'admin1234', 'administrator', 'root', 'toor', 'changeme', 'secret', 'secret123',
  'monkey', 'dragon', 'master', 'football', 'baseball', 'basketball', 'soccer', 'hockey',
  'superman', 'batman', 'trustno1', 'sunshine', 'princess', 'shadow', 'michael', 'jennifer',
  'jordan23', 'hunter', 'hunter2', 'starwars', 'whatever', 'freedom', 'ninja', 'mustang',
  'access', 'flower', 'charlie', 'donald', 'aa123456', 'qazwsx', '7777777', '888888',
  '999999', '1111111', '11111111', '00000000', '12341234', '123qwe', '123abc', '159753',
  '147258369', '123654', '789456123', '555555', '159357', 'lovely', 'loveme', 'love123',
  'hello123', 'hello1', 'helloworld', 'killer', 'pokemon', 'computer', 'internet', 'samsung',
  'google', 'chelsea', 'arsenal', 'liverpool', 'jessica', 'ashley', 'daniel', 'thomas',
  'matthew', 'robert', 'andrew', 'joshua', 'michelle', 'nicole', 'amanda', 'summer',
  'winter', 'spring', 'autumn', 'cookie', 'cheese', 'pepper', 'ginger', 'orange',
  'banana', 'chocolate', 'butterfly', 'purple', 'silver', 'golden', 'diamond', 'thunder',
  'tigger', 'maggie', 'buster', 'bailey', 'harley', 'ranger', 'yankees', 'cowboys',
  'eagles', 'steelers', 'packers', 'patriots', 'lakers', 'mercedes', 'ferrari', 'porsche',
  'corvette', 'camaro', 'harley1', 'matrix', 'friends', 'family', 'forever', 'lovers',
  'angel', 'angels', 'jesus', 'jesus1', 'blessed', 'faith', 'heaven', 'christ',
  'biteme', '696969', 'letmein123', 'test', 'test123', 'test1234', 'testing', 'guest',
  'guest123', 'user', 'user123', 'demo', 'demo123', 'login', 'login123', 'default',
  'temp123', 'temp1234', 'pass123', 'pass1234', 'password2', 'password3', 'qwerty11', 'zaq12wsx',
  'zaq1zaq1', '1qazxsw2', 'asdasd', 'asdasd123', 'qweasd', 'qweasdzxc', 'azerty', '123456a',
  '123456q', 'a123456', 'a12345', 'qwerty7', 'michigan', 'michigan1', 'michigan123', 'detroit',
  'detroit1', 'detroit313', 'lansing', 'grandrapids', 'annarbor', 'flint', 'kalamazoo', 'spartans',
  'spartans1', 'wolverines', 'wolverine', 'goblue', 'goblue1', 'gogreen', 'gogreen1', 'lions',
  'lions123', 'detroitlions', 'tigers', 'detroittigers', 'redwings', 'pistons', 'greatlakes', 'puremichigan',
  'mitten', 'themitten', 'mitics', 'mitics123', 'mitics2025', 'newsroom', 'editor', 'editor123',
  'reporter', 'journalist', 'politics', 'politics1', 'senator', 'governor', 'capitol', 'democrat',
  'republican', 'election', 'vote2024', 'vote2025', 'freedom1', 'liberty', 'america', 'america1',
  'usa123', 'patriot', 'iloveyou2', 'qwerty2025', 'password2024', 'password2025', 'summer2024', 'summer2025',
  'winter2024', 'winter2025', 'spring2025', 'fall2024', 'autumn2024', 'january', 'february', 'december',
  'october', 'november', 'september',
  'password1234', 'password12345', '123456789012', 'qwerty123456', 'qwertyuiop123', '1q2w3e4r5t6y', 'iloveyou1234', 'welcome12345',
]);
