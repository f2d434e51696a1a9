// Syntax of the .mkn card language. Field, action and word names are plain
// identifiers here: which ones exist, and what they take, is checked by the
// semantic passes so misspellings get "did you mean" diagnostics.
parser grammar MunchkinParser;

options { tokenVocab = MunchkinLexer; }

// ANTLR 4.9's Parser::exitRule, with a static_cast where it has a
// dynamic_cast: a rule context's parent is always a ParserRuleContext (later
// ANTLR releases made the same change). The cast was a twentieth of `munchkinc
// check` on large sets. Parser::exitRule is not virtual; the generated rules
// call exitRule() unqualified, so this one hides it.
@parser::members {
  void exitRule() {
    _ctx->stop = _matchedEOF ? _input->LT(1) : _input->LT(-1);
    if (!_parseListeners.empty()) triggerExitRuleEvent();
    setState(_ctx->invokingState);
    _ctx = static_cast<antlr4::ParserRuleContext*>(_ctx->parent);
  }
}

file : declaration* EOF ;

declaration
  : header
  | usesDecl
  | paramDecl
  | kindDecl
  | tagDecl
  | deckDecl
  | slotDecl
  | ruleDecl
  | phaseDecl
  | equivDecl
  | distinctDecl
  | cardDecl
  ;

// `set apocalypse { title "..."; players 3..6; }` or `module epic { ... }`
header : (SET | MODULE) name=word LBRACE field* RBRACE ;

usesDecl     : USES (word | STRING) SEMI ;
paramDecl    : PARAM word ASSIGN paramValue SEMI ;
paramValue   : signedInt | TRUE | FALSE ;
// `kind levelup "Go Up a Level" is levelup in treasure;`: the string is the
// name players see on cards and in game logs.
kindDecl     : KIND name=word title=STRING? IS shape=word (IN deck=word)? (LIMIT INT)? SEMI ;
// `tag Undead "undead" horde;`: `horde` lets a monster with the tag join a
// fight against another one from any hand (docs/semantics.md, Hordes).
tagDecl      : TAG word STRING? HORDE? SEMI ;
deckDecl     : DECK word STRING? SEMI ;
slotDecl     : SLOT word LIMIT INT SEMI ;
ruleDecl     : RULE word STRING SEMI ;
phaseDecl    : PHASE word STRING SEMI ;
equivDecl    : EQUIV word (EQ word)+ SEMI ;
distinctDecl : DISTINCT word NE word SEMI ;

// `monster "Fire Ants" { level 10; bad_stuff { lose_levels 2; } }`
cardDecl : kind=word name=STRING LBRACE member* RBRACE ;

member
  : field
  | onBlock
  | playBlock
  | whileBlock
  | badStuffBlock
  ;

// `level 10;`  `tags Undead, Fire;`  `usable_by class Kid;`  `no_pursuit if level <= 3;`
field : word (valueSeq (COMMA valueSeq)*)? (IF condition)? SEMI ;
valueSeq : atom+ ;
atom
  : signedInt DOTDOT signedInt   # rangeAtom
  | signedInt                    # intAtom
  | STRING                       # stringAtom
  | word                         # wordAtom
  ;

onBlock       : ON word word* (IF condition)? block ;   // trigger, then limits
playBlock     : PLAY word* (IF condition)? block ;       // timing and limits
whileBlock    : WHILE condition? block ;                  // continuing effect
badStuffBlock : BAD_STUFF (IF condition)? block ;

block : LBRACE action* RBRACE ;

// `gain_levels 1 max_level win_level - 1;`  `combat_bonus +3 vs tag Undead;`
// A choice: `choose by victim { ... } or { ... }`, `may { ... }` (the words
// between the keyword and its first block name the chooser). The keyword
// decides the alternative, so an ordinary action is predicted from its first
// token as before and a missing `;` is still found where it belongs.
// A die roll: `roll { on 1..2 { ... } on 3..6 { ... } }`, a row per range
// of the die's faces (the words before `{` are refused by the checker).
action
  : (CHOOSE | MAY) word* block (OR block)*
  | ROLL word* LBRACE rollRow* RBRACE
  | word actionArg* SEMI
  ;
// `max_level` (gain_levels), `max_gain` (sell_items) or the deprecated `max`.
capWord : MAX | MAX_LEVEL | MAX_GAIN ;
rollRow : ON signedInt (DOTDOT signedInt)? block ;
actionArg
  : signedInt DOTDOT signedInt   # rangeArg     // `lose_item value 200..600`
  | signedInt                    # amountArg
  | capWord expr                 # maxArg       // before `word`: `max_level` is a word elsewhere
  | word comparison expr         # compareArg   // `to all_players level >= 5`
  | word                         # wordArg
  | STRING                       # textArg
  | TO word                      # toArg
  | FROM word                    # fromArg
  | OF word                      # ofArg
  | VS word (word | STRING)      # vsArg
  | LPAREN expr RPAREN           # computedArg  // `gain_levels (monster.level)`
  ;

condition
  : NOT condition                          # notCond
  | condition AND condition                # andCond
  | condition OR condition                 # orCond
  | LPAREN condition RPAREN                # parenCond
  | path comparison expr                   # compareCond
  | path (word | STRING)*                  # testCond
  ;

path : word (DOT word)? ;
comparison : LT | LE | EQ | NE | GE | GT ;

// An amount: a constant (integers, parameters) or one computed from the game
// state (`monster.level`, `players class Cleric`, `half_up(level)`). Which
// names and functions exist is checked by the semantic passes.
expr
  : expr STAR expr                                 # productExpr
  | expr (PLUS | MINUS) expr                       # binaryExpr
  | LPAREN expr RPAREN                             # parenExpr
  | (word | MAX) LPAREN expr (COMMA expr)* RPAREN  # callExpr
  | INT                                            # intExpr
  | path (word (word | STRING))?                   # nameExpr
  ;

signedInt : (PLUS | MINUS)? INT ;

// Declaration keywords stay usable as names inside cards (`slot headgear;`,
// `vs tag Undead`), so the language needs no reserved field names.
word : IDENT | SET | MODULE | USES | PARAM | KIND | IS | IN | LIMIT | TAG | DECK | SLOT | RULE | PHASE | EQUIV | DISTINCT | BAD_STUFF | HORDE | CHOOSE | MAY | ROLL | MAX_LEVEL | MAX_GAIN ;
