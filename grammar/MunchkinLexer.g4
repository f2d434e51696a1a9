// Tokens of the .mkn card language. Comments and whitespace go to hidden
// channels rather than being skipped, so the formatter can keep comments.
lexer grammar MunchkinLexer;

channels { COMMENTS }

SET      : 'set';
MODULE   : 'module';
USES     : 'uses';
PARAM    : 'param';
KIND     : 'kind';
IS       : 'is';
IN       : 'in';
LIMIT    : 'limit';
TAG      : 'tag';
HORDE    : 'horde';
DECK     : 'deck';
SLOT     : 'slot';
RULE     : 'rule';
PHASE    : 'phase';
EQUIV    : 'equiv';
DISTINCT : 'distinct';
ON       : 'on';
PLAY     : 'play';
WHILE    : 'while';
BAD_STUFF: 'bad_stuff';
IF       : 'if';
AND      : 'and';
OR       : 'or';
NOT      : 'not';
TO       : 'to';
FROM     : 'from';
OF       : 'of';
VS       : 'vs';
MAX      : 'max';
// `gain_levels 1 max_level 9` caps the Level reached; `sell_items max_gain 1`
// caps the levels a sale buys. Two words, so a slip of one letter is not the
// other meaning; `max` alone is their deprecated spelling (W0345).
MAX_LEVEL: 'max_level';
MAX_GAIN : 'max_gain';
// `choose { ... } or { ... }` and `may { ... }` start a choice inside a block;
// elsewhere both are ordinary names (see `word` in the parser).
CHOOSE   : 'choose';
MAY      : 'may';
// `roll { on 1..2 { ... } on 3..6 { ... } }` rolls a die; a name elsewhere.
ROLL     : 'roll';
TRUE     : 'true';
FALSE    : 'false';

LBRACE : '{';
RBRACE : '}';
LPAREN : '(';
RPAREN : ')';
SEMI   : ';';
COMMA  : ',';
DOTDOT : '..';
DOT    : '.';
PLUS   : '+';
MINUS  : '-';
STAR   : '*';
ASSIGN : '=';
EQ     : '==';
NE     : '!=';
LE     : '<=';
GE     : '>=';
LT     : '<';
GT     : '>';

INT    : [0-9]+;
IDENT  : [A-Za-z_] [A-Za-z0-9_]*;
// Escapes are \" \\ \n; anything else after a backslash is reported by the
// front end, not silently accepted.
STRING : '"' ( '\\' . | ~["\\\r\n] )* '"';
UNTERMINATED_STRING : '"' ( '\\' . | ~["\\\r\n] )*;

LINE_COMMENT  : '//' ~[\r\n]* -> channel(COMMENTS);
BLOCK_COMMENT : '/*' .*? '*/' -> channel(COMMENTS);
WS            : [ \t\r\n]+ -> skip;

// Anything else becomes one token the parser cannot use, so it is reported as
// a syntax error at its exact position instead of being dropped by the lexer.
UNKNOWN_CHAR : .;
