import Foundation
import Testing

@testable import ThemeGenCore

/// `lint --strict` against DTCG 2025.10: for each rule the Format, Color and Resolver modules state with
/// MUST that a document can break, a document that breaks it, what the default mode says (never nothing:
/// at least a located warning) and what `--strict` says (an error naming the rule's section). A valid
/// document of a type ThemeGen does not generate stays valid: a note.
@Suite("DTCG conformance: lint --strict")
struct SpecConformanceTests {
    /// One rule, a document that breaks it, and the diagnostics of both modes.
    struct SpecCase: Sendable, CustomTestStringConvertible {
        let must: String
        let section: SpecSection
        let files: [(path: String, text: String)]
        let lint: [String]
        let strict: [String]

        init(_ must: String, section: SpecSection, files: [(path: String, text: String)], lint: [String], strict: [String]) {
            self.must = must
            self.section = section
            self.files = files
            self.lint = lint
            self.strict = strict
        }

        var testDescription: String { "\(section.rawValue): \(must)" }
    }

    static let cases: [SpecCase] = [
        SpecCase(
            ##"Token and group names must not begin with '$'"##, section: .characterRestrictions,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "$type": "number", "$size": { "$value": 1 }, "a": { "$value": 2 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:29: warning: unknown property '$size' in group #/g is ignored; a group has '$deprecated', '$description', '$extends', '$extensions', '$ref', '$schema' or '$type'"##
            ],
            strict: [
                ##"t.tokens.json:1:29: error: unknown property '$size' in group #/g is ignored; a group has '$deprecated', '$description', '$extends', '$extensions', '$ref', '$schema' or '$type' (DTCG 2025.10: Format › Design token › Character restrictions)"##
            ]),
        SpecCase(
            ##"Names must not contain '.', '{' or '}'"##, section: .characterRestrictions,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "a.b": { "$type": "number", "$value": 1 }, "c": { "$type": "number", "$value": 1 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:10: warning: the name 'a.b' in group #/g contains '.'; token and group names cannot contain '.', '{' or '}', which aliases use; it is left out, and whatever it holds"##
            ],
            strict: [
                ##"t.tokens.json:1:10: error: the name 'a.b' in group #/g contains '.'; token and group names cannot contain '.', '{' or '}', which aliases use (DTCG 2025.10: Format › Design token › Character restrictions)"##
            ]),
        SpecCase(
            ##"$description must be a plain JSON string"##, section: .description,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1, "$description": 42 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:58: warning: '$description' of token #/a must be a string, not `42`; it is ignored"##
            ],
            strict: [
                ##"t.tokens.json:1:58: error: '$description' of token #/a must be a string, not `42` (DTCG 2025.10: Format › Design token › Description)"##
            ]),
        SpecCase(
            ##"A token whose type cannot be determined is invalid"##, section: .type,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$value": 1 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:3: warning: token #/a has no '$type', on itself or on a group around it; DTCG tools must not guess a type from the value (in a Style Dictionary file: give it 'type', or put it under 'color', 'size' or 'time'); the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:3: error: token #/a has no '$type', on itself or on a group around it; DTCG tools must not guess a type from the value (in a Style Dictionary file: give it 'type', or put it under 'color', 'size' or 'time') (DTCG 2025.10: Format › Design token › Type)"##
            ]),
        SpecCase(
            ##"$type must be a string"##, section: .type,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": 7, "$value": 1 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:19: warning: unknown type '7' in #/a; DTCG 2025.10 has 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle' or 'transition'; the token is left out"##
            ],
            strict: [
                ##"t.tokens.json:1:19: error: unknown type '7' in #/a; DTCG 2025.10 has 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle' or 'transition' (DTCG 2025.10: Format › Design token › Type)"##
            ]),
        SpecCase(
            ##"$type names a type, case-sensitively"##, section: .type,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "Number", "$value": 1 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:19: warning: unknown type 'Number' in #/a; did you mean 'number'?; DTCG 2025.10 has 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle' or 'transition'; the token is left out"##
            ],
            strict: [
                ##"t.tokens.json:1:19: error: unknown type 'Number' in #/a; did you mean 'number'?; DTCG 2025.10 has 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle' or 'transition' (DTCG 2025.10: Format › Design token › Type)"##
            ]),
        SpecCase(
            ##"Every token must use one of the specification's types"##, section: .types,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "string", "$value": "x" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:19: warning: 'string', the type of #/a, is not a DTCG type; it is read as a text token, as Style Dictionary, Tokens Studio and Figma mean it"##
            ],
            strict: [
                ##"t.tokens.json:1:19: error: 'string', the type of #/a, is not a DTCG type; it is read as a text token, as Style Dictionary, Tokens Studio and Figma mean it (DTCG 2025.10: Format › Types)"##
            ]),
        SpecCase(
            ##"$extensions must be an object of vendors' namespaces"##, section: .extensions,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1, "$extensions": [1] } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:57: warning: '$extensions' of token #/a must be an object of vendors' namespaces, not a list; it is ignored"##
            ],
            strict: [
                ##"t.tokens.json:1:57: error: '$extensions' of token #/a must be an object of vendors' namespaces, not a list (DTCG 2025.10: Format › Design token › Extensions)"##
            ]),
        SpecCase(
            ##"A group's $extensions must be an object of vendors' namespaces"##, section: .extensions,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "$extensions": "org.example", "a": { "$type": "number", "$value": 1 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:25: warning: '$extensions' of group #/g must be an object of vendors' namespaces, not the string "org.example"; it is ignored"##
            ],
            strict: [
                ##"t.tokens.json:1:25: error: '$extensions' of group #/g must be an object of vendors' namespaces, not the string "org.example" (DTCG 2025.10: Format › Design token › Extensions)"##
            ]),
        SpecCase(
            ##"A token's value must follow its type's syntax"##, section: .number,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": "2.5" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:39: warning: the value of token #/a must be a number, not the string "2.5"; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:39: error: the value of token #/a must be a number, not the string "2.5" (DTCG 2025.10: Format › Types › Number)"##
            ]),
        SpecCase(
            ##"A dimension's unit is px or rem"##, section: .dimension,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "dimension", "$value": { "value": 2, "unit": "pt" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:64: warning: the unit 'pt' of the value of token #/a is not 'px' or 'rem', the units of a DTCG dimension; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:64: error: the unit 'pt' of the value of token #/a is not 'px' or 'rem', the units of a DTCG dimension (DTCG 2025.10: Format › Types › Dimension)"##
            ]),
        SpecCase(
            ##"A dimension is an object with value and unit"##, section: .dimension,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "dimension", "$value": "16px" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:42: warning: the value of token #/a is written as CSS writes it ('16px'), where DTCG 2025.10 writes { "value": 16, "unit": "px" }; it is read as Style Dictionary reads it"##
            ],
            strict: [
                ##"t.tokens.json:1:42: error: the value of token #/a is written as CSS writes it ('16px'), where DTCG 2025.10 writes { "value": 16, "unit": "px" }; it is read as Style Dictionary reads it (DTCG 2025.10: Format › Types › Dimension)"##
            ]),
        SpecCase(
            ##"A font family is a name or a list of names"##, section: .fontFamily,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "fontFamily", "$value": 42 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:43: warning: the value of token #/a must be a string, not `42`; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:43: error: the value of token #/a must be a string, not `42` (DTCG 2025.10: Format › Types › Font family)"##
            ]),
        SpecCase(
            ##"A font weight outside 1 to 1000 must be rejected"##, section: .fontWeight,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "fontWeight", "$value": 1001 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:43: warning: the value of token #/a must be a font weight from 1 to 1000, not 1001; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:43: error: the value of token #/a must be a font weight from 1 to 1000, not 1001 (DTCG 2025.10: Format › Types › Font weight)"##
            ]),
        SpecCase(
            ##"An unknown font weight name must be rejected"##, section: .fontWeight,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "fontWeight", "$value": "Bold" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:43: warning: the value of token #/a names no font weight ('Bold'); did you mean 'bold'?; use a number from 1 to 1000 or a DTCG weight name such as 'semi-bold'; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:43: error: the value of token #/a names no font weight ('Bold'); did you mean 'bold'?; use a number from 1 to 1000 or a DTCG weight name such as 'semi-bold' (DTCG 2025.10: Format › Types › Font weight)"##
            ]),
        SpecCase(
            ##"A duration's unit is ms or s"##, section: .duration,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "duration", "$value": { "value": 2, "unit": "min" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:63: warning: the unit 'min' of the value of token #/a is not 'ms' or 's', the units of a DTCG duration; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:63: error: the unit 'min' of the value of token #/a is not 'ms' or 's', the units of a DTCG duration (DTCG 2025.10: Format › Types › Duration)"##
            ]),
        SpecCase(
            ##"A duration is an object with value and unit"##, section: .duration,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "duration", "$value": "200ms" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:41: warning: the value of token #/a is written as CSS writes it ('200ms'), where DTCG 2025.10 writes { "value": 200, "unit": "ms" }; it is read as Style Dictionary reads it"##
            ],
            strict: [
                ##"t.tokens.json:1:41: error: the value of token #/a is written as CSS writes it ('200ms'), where DTCG 2025.10 writes { "value": 200, "unit": "ms" }; it is read as Style Dictionary reads it (DTCG 2025.10: Format › Types › Duration)"##
            ]),
        SpecCase(
            ##"Each colour component is a number or 'none'"##, section: .color,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, "0", 0] } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:80: warning: a component of the value of token #/a must be a number, not the string "0"; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:80: error: a component of the value of token #/a must be a number, not the string "0" (DTCG 2025.10: Color › Format)"##
            ]),
        SpecCase(
            ##"A colour's hex fallback is a 6-digit CSS hex colour"##, section: .color,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:94: warning: the hex fallback of the value of token #/a must be a 6-digit CSS hex colour (#RRGGBB), not the string "#fff"; it is ignored, as the components give the colour"##
            ],
            strict: [
                ##"t.tokens.json:1:94: error: the hex fallback of the value of token #/a must be a 6-digit CSS hex colour (#RRGGBB), not the string "#fff"; it is ignored, as the components give the colour (DTCG 2025.10: Color › Format)"##
            ]),
        SpecCase(
            ##"A colour's alpha is from 0 to 1"##, section: .color,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 2 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:96: warning: the alpha of the value of token #/a must be from 0 to 1, not 2; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:96: error: the alpha of the value of token #/a must be from 0 to 1, not 2 (DTCG 2025.10: Color › Format)"##
            ]),
        SpecCase(
            ##"References must not be circular"##, section: .aliases,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": "{b}" }, "b": { "$type": "number", "$value": "{a}" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:3: error: token #/a is part of a cycle of aliases: #/a → #/b → #/a; every token in it is unknown"##,
                ##"t.tokens.json:1:48: error: token #/b is part of a cycle of aliases: #/a → #/b → #/a; every token in it is unknown"##,
            ],
            strict: [
                ##"t.tokens.json:1:3: error: token #/a is part of a cycle of aliases: #/a → #/b → #/a; every token in it is unknown (DTCG 2025.10: Format › Aliases › Error conditions)"##,
                ##"t.tokens.json:1:48: error: token #/b is part of a cycle of aliases: #/a → #/b → #/a; every token in it is unknown (DTCG 2025.10: Format › Aliases › Error conditions)"##,
            ]),
        SpecCase(
            ##"Tools must report an alias that names no token"##, section: .aliases,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": "{nothing}" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:39: error: the alias '{nothing}' in token #/a names no token"##
            ],
            strict: [
                ##"t.tokens.json:1:39: error: the alias '{nothing}' in token #/a names no token (DTCG 2025.10: Format › Aliases › Error conditions)"##
            ]),
        SpecCase(
            ##"Tools must report an alias that names a group, not a token"##, section: .aliases,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "a": { "$type": "number", "$value": 1 } }, "b": { "$type": "number", "$value": "{g}" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:89: error: the alias '{g}' in token #/b names the group #/g, not a token; an alias names a token (a group's own value is its '$root' token)"##
            ],
            strict: [
                ##"t.tokens.json:1:89: error: the alias '{g}' in token #/b names the group #/g, not a token; an alias names a token (a group's own value is its '$root' token) (DTCG 2025.10: Format › Aliases › Error conditions)"##
            ]),
        SpecCase(
            ##"Tools must report an alias to a token of another type"##, section: .aliases,
            files: [
                (##"t.tokens.json"##, ##"{ "c": { "$type": "color", "$value": "#000000" }, "a": { "$type": "number", "$value": "{c}" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:87: error: token #/a is a number, but its alias names #/c, which is a color"##
            ],
            strict: [
                ##"t.tokens.json:1:87: error: token #/a is a number, but its alias names #/c, which is a color (DTCG 2025.10: Format › Aliases › Error conditions)"##
            ]),
        SpecCase(
            ##"Tools must report a $ref that points to no token"##, section: .aliases,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$ref": "#/nothing" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:37: error: '$ref' '#/nothing' in token #/a points to no token"##
            ],
            strict: [
                ##"t.tokens.json:1:37: error: '$ref' '#/nothing' in token #/a points to no token (DTCG 2025.10: Format › Aliases › Error conditions)"##
            ]),
        SpecCase(
            ##"A shadow has color, offsetX, offsetY, blur and spread"##, section: .shadow,
            files: [
                (##"t.tokens.json"##, ##"{ "s": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" } } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:39: warning: the value of token #/s needs 'spread'; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:39: error: the value of token #/s needs 'spread' (DTCG 2025.10: Format › Composite types › Shadow)"##
            ]),
        SpecCase(
            ##"Each gradient stop has color and position"##, section: .gradient,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "$type": "gradient", "$value": [{ "color": "#000000" }] } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:42: warning: stop 0 of the value of token #/g needs 'position'; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:42: error: stop 0 of the value of token #/g needs 'position' (DTCG 2025.10: Format › Composite types › Gradient)"##
            ]),
        SpecCase(
            ##"A typography's fontWeight must be a valid font weight"##, section: .typography,
            files: [
                (##"t.tokens.json"##, ##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": "heavy-ish", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:125: warning: the fontWeight of the value of token #/t names no font weight ('heavy-ish'); use a number from 1 to 1000 or a DTCG weight name such as 'semi-bold'; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:125: error: the fontWeight of the value of token #/t names no font weight ('heavy-ish'); use a number from 1 to 1000 or a DTCG weight name such as 'semi-bold' (DTCG 2025.10: Format › Composite types › Typography)"##
            ]),
        SpecCase(
            ##"An object with $value holds no tokens or groups"##, section: .groupStructure,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1, "b": { "$type": "number", "$value": 1 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:42: warning: token #/a holds 'b', a member without '$', which a DTCG token does not have (a token cannot contain tokens or groups); it is ignored, as Style Dictionary keeps such members as metadata"##
            ],
            strict: [
                ##"t.tokens.json:1:42: error: token #/a holds 'b', a member without '$', which a DTCG token does not have (a token cannot contain tokens or groups) (DTCG 2025.10: Format › Groups › Group structure)"##
            ]),
        SpecCase(
            ##"$extends must not name a token"##, section: .extendingGroups,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 }, "g": { "$extends": "{a}" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:63: error: group #/g extends #/a, which is a token; '$extends' names a group"##
            ],
            strict: [
                ##"t.tokens.json:1:63: error: group #/g extends #/a, which is a token; '$extends' names a group (DTCG 2025.10: Format › Groups › Extending groups)"##
            ]),
        SpecCase(
            ##"A group must not extend a group around it"##, section: .extendingGroups,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "a": { "$type": "number", "$value": 1 }, "h": { "$extends": "{g}" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:70: error: group #/g/h extends #/g, a group around it, which would then hold itself; '$extends' names a group outside the extending one"##
            ],
            strict: [
                ##"t.tokens.json:1:70: error: group #/g/h extends #/g, a group around it, which would then hold itself; '$extends' names a group outside the extending one (DTCG 2025.10: Format › Groups › Extending groups)"##
            ]),
        SpecCase(
            ##"Groups must not extend each other in a cycle"##, section: .extendingGroups,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "$extends": "{h}", "a": { "$type": "number", "$value": 1 } }, "h": { "$extends": "{g}" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:22: error: group #/g is part of a cycle of extended groups: #/g → #/h → #/g"##
            ],
            strict: [
                ##"t.tokens.json:1:22: error: group #/g is part of a cycle of extended groups: #/g → #/h → #/g (DTCG 2025.10: Format › Groups › Extending groups)"##
            ]),
        SpecCase(
            ##"Reference objects must not be circular"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "#/sets/s" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:96: error: set 's' names itself through its sources: 's' → 's'; a set's sources must end in token files"##
            ],
            strict: [
                ##"r.resolver.json:1:96: error: set 's' names itself through its sources: 's' → 's'; a set's sources must end in token files (DTCG 2025.10: Resolver › Syntax)"##
            ]),
        SpecCase(
            ##"A group holds only groups and tokens: a plain value is neither"##, section: .groupStructure,
            files: [
                (##"t.tokens.json"##, ##"{ "g": { "note": "x", "a": { "$type": "number", "$value": 1 } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:10: warning: 1 value in groups of this file is not a token (an object with its value), which DTCG does not have: #/g/note; it is not generated, and an alias may name it, as Style Dictionary resolves aliases to any value"##
            ],
            strict: [
                ##"t.tokens.json:1:10: error: 1 value in groups of this file is not a token (an object with its value), which DTCG does not have: #/g/note (DTCG 2025.10: Format › Groups › Group structure)"##
            ]),
        SpecCase(
            ##"A resolver's version must be 2025.10"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.11", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:14: error: the resolver's 'version' must be "2025.10", the version ThemeGen reads"##
            ],
            strict: [
                ##"r.resolver.json:1:14: error: the resolver's 'version' must be "2025.10", the version ThemeGen reads (DTCG 2025.10: Resolver › Syntax)"##
            ]),
        SpecCase(
            ##"A set has a sources list"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "sets": { "base": { "description": "none" } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:43: error: set 'base' needs 'sources', a list of token files ({ "$ref": "base.tokens.json" }) or inline tokens"##
            ],
            strict: [
                ##"r.resolver.json:1:43: error: set 'base' needs 'sources', a list of token files ({ "$ref": "base.tokens.json" }) or inline tokens (DTCG 2025.10: Resolver › Syntax)"##
            ]),
        SpecCase(
            ##"A modifier declares contexts"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "modifiers": { "m": { "context": { "x": [{ "$ref": "base.tokens.json" }], "y": [{ "$ref": "base.tokens.json" }] }, "default": "x" } }, "resolutionOrder": [{ "$ref": "#/modifiers/m" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:47: warning: modifier 'm' writes 'context' where the syntax has 'contexts'; it is read as 'contexts', as the specification's own examples write it"##
            ],
            strict: [
                ##"r.resolver.json:1:47: error: modifier 'm' writes 'context' where the syntax has 'contexts'; it is read as 'contexts', as the specification's own examples write it (DTCG 2025.10: Resolver › Syntax)"##
            ]),
        SpecCase(
            ##"A modifier's contexts must not be empty"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "modifiers": { "m": { "contexts": {} } }, "resolutionOrder": [{ "$ref": "#/modifiers/m" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:40: error: modifier 'm' needs 'contexts', an object of context names to sources"##,
                ##"r.resolver.json:1:97: error: '$ref' '#/modifiers/m' in 'resolutionOrder' names no set or modifier of this resolver"##,
            ],
            strict: [
                ##"r.resolver.json:1:40: error: modifier 'm' needs 'contexts', an object of context names to sources (DTCG 2025.10: Resolver › Syntax)"##,
                ##"r.resolver.json:1:97: error: '$ref' '#/modifiers/m' in 'resolutionOrder' names no set or modifier of this resolver (DTCG 2025.10: Resolver › Syntax)"##,
            ]),
        SpecCase(
            ##"A modifier's default must be one of its contexts"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "modifiers": { "m": { "contexts": { "x": [{ "$ref": "base.tokens.json" }], "y": [{ "$ref": "base.tokens.json" }] }, "default": "z" } }, "resolutionOrder": [{ "$ref": "#/modifiers/m" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:152: error: the default of modifier 'm' must be one of its contexts ('x' or 'y')"##
            ],
            strict: [
                ##"r.resolver.json:1:152: error: the default of modifier 'm' must be one of its contexts ('x' or 'y') (DTCG 2025.10: Resolver › Syntax)"##
            ]),
        SpecCase(
            ##"Inline items of resolutionOrder have different names"##, section: .resolverInlineItems,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "base.tokens.json" }] }, { "type": "set", "name": "s", "sources": [] }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:147: error: the inline items of 'resolutionOrder' must have different names; 's' is also the name of an earlier one"##,
                ##"r.resolver.json:1:70: note: the earlier one"##,
            ],
            strict: [
                ##"r.resolver.json:1:147: error: the inline items of 'resolutionOrder' must have different names; 's' is also the name of an earlier one (DTCG 2025.10: Resolver › Syntax › Inline sets and modifiers)"##,
                ##"r.resolver.json:1:70: note: the earlier one"##,
            ]),
        SpecCase(
            ##"An inline item's type is set or modifier"##, section: .resolverSyntax,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "resolutionOrder": [{ "type": "theme", "name": "s", "sources": [{ "$ref": "base.tokens.json" }] }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:55: error: the type 'theme' of 's' in 'resolutionOrder' is not 'set' or 'modifier'"##
            ],
            strict: [
                ##"r.resolver.json:1:55: error: the type 'theme' of 's' in 'resolutionOrder' is not 'set' or 'modifier' (DTCG 2025.10: Resolver › Syntax)"##
            ]),
        SpecCase(
            ##"A resolver's $extensions is an object of vendors' namespaces"##, section: .resolverExtensions,
            files: [
                (##"base.tokens.json"##, ##"{ "a": { "$type": "number", "$value": 1 } }"##),
                (##"r.resolver.json"##, ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }], "$extensions": 1 } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##),
            ],
            lint: [
                ##"r.resolver.json:1:105: warning: '$extensions' of set 'base' must be an object of vendors' namespaces, not `1`; it is ignored"##
            ],
            strict: [
                ##"r.resolver.json:1:105: error: '$extensions' of set 'base' must be an object of vendors' namespaces, not `1` (DTCG 2025.10: Resolver › Syntax › $extensions)"##
            ]),
        SpecCase(
            ##"Every token must use one of the specification's types: Tokens Studio's are not"##, section: .types,
            files: [
                (##"t.tokens.json"##, ##"{ "a": { "$type": "spacing", "$value": 4 } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:19: warning: the type 'spacing' is not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them"##
            ],
            strict: [
                ##"t.tokens.json:1:19: error: the type 'spacing' is not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them (DTCG 2025.10: Format › Types)"##
            ]),
        SpecCase(
            ##"A cubic Bézier is four numbers"##, section: .cubicBezier,
            files: [
                (##"t.tokens.json"##, ##"{ "e": { "$type": "cubicBezier", "$value": [0.5, 0, 1] } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:44: warning: the value of token #/e must be a list of four numbers (x1, y1, x2, y2), not a list of 3; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:44: error: the value of token #/e must be a list of four numbers (x1, y1, x2, y2), not a list of 3 (DTCG 2025.10: Format › Types › Cubic Bézier)"##
            ]),
        SpecCase(
            ##"A cubic Bézier's x coordinates are from 0 to 1"##, section: .cubicBezier,
            files: [
                (##"t.tokens.json"##, ##"{ "e": { "$type": "cubicBezier", "$value": [0.5, 0, 1.5, 1] } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:53: warning: x2 of the value of token #/e must be from 0 to 1, not 1.5; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:53: error: x2 of the value of token #/e must be from 0 to 1, not 1.5 (DTCG 2025.10: Format › Types › Cubic Bézier)"##
            ]),
        SpecCase(
            ##"A stroke style string is one of the eight line styles"##, section: .strokeStyle,
            files: [
                (##"t.tokens.json"##, ##"{ "s": { "$type": "strokeStyle", "$value": "wavy" } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:44: warning: the value of token #/s must be one of 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'outset' or 'inset', not 'wavy'; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:44: error: the value of token #/s must be one of 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'outset' or 'inset', not 'wavy' (DTCG 2025.10: Format › Composite types › Stroke style)"##
            ]),
        SpecCase(
            ##"A stroke style object has dashArray and lineCap (round, butt or square)"##, section: .strokeStyle,
            files: [
                (##"t.tokens.json"##, ##"{ "s": { "$type": "strokeStyle", "$value": { "dashArray": [{ "value": 2, "unit": "px" }], "lineCap": "flat" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:102: warning: the lineCap of the value of token #/s must be 'round', 'butt' or 'square', not the string "flat"; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:102: error: the lineCap of the value of token #/s must be 'round', 'butt' or 'square', not the string "flat" (DTCG 2025.10: Format › Composite types › Stroke style)"##
            ]),
        SpecCase(
            ##"A border has color, width and style"##, section: .border,
            files: [
                (##"t.tokens.json"##, ##"{ "b": { "$type": "border", "$value": { "color": "#000000", "width": { "value": 1, "unit": "px" } } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:39: warning: the value of token #/b needs 'style'; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:39: error: the value of token #/b needs 'style' (DTCG 2025.10: Format › Composite types › Border)"##
            ]),
        SpecCase(
            ##"A border's width is a dimension"##, section: .border,
            files: [
                (##"t.tokens.json"##, ##"{ "b": { "$type": "border", "$value": { "color": "#000000", "width": 1, "style": "solid" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:70: warning: the width of the value of token #/b is a number without a unit; write '16px' or '1rem' (Style Dictionary's size transforms read a bare number as rem, other tools as px); the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:70: error: the width of the value of token #/b is a number without a unit; write '16px' or '1rem' (Style Dictionary's size transforms read a bare number as rem, other tools as px) (DTCG 2025.10: Format › Composite types › Border)"##
            ]),
        SpecCase(
            ##"A transition's timingFunction is a cubic Bézier"##, section: .transition,
            files: [
                (##"t.tokens.json"##, ##"{ "t": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": "ease-in" } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:146: warning: the timingFunction of the value of token #/t must be a list of four numbers (x1, y1, x2, y2), not the string "ease-in"; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:146: error: the timingFunction of the value of token #/t must be a list of four numbers (x1, y1, x2, y2), not the string "ease-in" (DTCG 2025.10: Format › Composite types › Transition)"##
            ]),
        SpecCase(
            ##"A transition's delay is a duration"##, section: .transition,
            files: [
                (##"t.tokens.json"##, ##"{ "t": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 1, "unit": "min" }, "timingFunction": [0, 0, 1, 1] } } }"##)
            ],
            lint: [
                ##"t.tokens.json:1:120: warning: the unit 'min' of the delay of the value of token #/t is not 'ms' or 's', the units of a DTCG duration; the token is left out of every theme"##
            ],
            strict: [
                ##"t.tokens.json:1:120: error: the unit 'min' of the delay of the value of token #/t is not 'ms' or 's', the units of a DTCG duration (DTCG 2025.10: Format › Composite types › Transition)"##
            ]),
    ]

    /// The diagnostics' lines as `lint` prints them, in the order of their places.
    private static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sortedByLocation().flatMap { $0.formatted.split(separator: "\n").map(String.init) }
    }

    @Test("each MUST: the default mode's diagnostics, and --strict's errors naming the section", arguments: cases)
    func rule(_ spec: SpecCase) {
        let files = spec.files.map { SourceFile(path: $0.path, contents: Data($0.text.utf8)) }
        let result = ThemeLoader.load(files)
        let strict = ThemeLoader.load(files, strict: true)
        #expect(Self.lines(result.diagnostics) == spec.lint)
        #expect(Self.lines(strict.diagnostics) == spec.strict)
        #expect(!result.diagnostics.isEmpty, "the default mode never accepts an invalid document without a word")
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.rule?.section == spec.section }, "--strict fails the document, naming \(spec.section.rawValue)")
        #expect(strict.themeSet == nil)
    }

    @Test("a valid document stays valid under --strict: a type ThemeGen does not generate is a note, the rest as generated")
    func validStaysValid() throws {
        let valid = ##"{ "e": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] }, "s": { "$type": "strokeStyle", "$value": "dashed" }, "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000" } }, "d": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"##
        let result = ThemeLoader.load([SourceFile(path: "t.tokens.json", contents: Data(valid.utf8))], strict: true)
        let strict = result.diagnostics
        #expect(strict.allSatisfy { $0.severity == .note }, "\(Self.lines(strict))")
        #expect(
            Self.lines(strict) == [
                "t.tokens.json:1:3: note: token #/e is a cubic Bézier, a type ThemeGen does not generate; it is left out (tokens of the types it generates may still use its parts) (DTCG 2025.10: Format › Types › Cubic Bézier)",
                "t.tokens.json:1:62: note: token #/s is a stroke style, a type ThemeGen does not generate; it is left out (tokens of the types it generates may still use its parts) (DTCG 2025.10: Format › Composite types › Stroke style)",
            ])
        #expect(try #require(result.themeSet).themes[0].dimension("d") == 4)
    }

    @Test("under --strict alike diagnostics fold as errors: the note counts the others as errors")
    func foldNotesCountErrors() {
        let file = ##"{ "a": { "$type": "dimension", "$value": "8px" }, "b": { "$type": "dimension", "$value": "12px" } }"##
        let result = ThemeLoader.load([SourceFile(path: "t.tokens.json", contents: Data(file.utf8))], strict: true)
        #expect(
            Self.lines(result.diagnostics) == [
                #"t.tokens.json:1:42: error: the value of token #/a is written as CSS writes it ('8px'), where DTCG 2025.10 writes { "value": 8, "unit": "px" }; it is read as Style Dictionary reads it (DTCG 2025.10: Format › Types › Dimension)"#,
                "t.tokens.json:1:90: note: 1 more in this file gets this error: the value of token #/b",
            ])
    }

    @Test("in a Tokens Studio export, what only ThemeGen cannot do (a line height on its own) is a note under --strict, not a breach of DTCG")
    func tokensStudioLimitationsAreNotes() {
        let file = ##"{ "global": { "lh": { "value": "24", "type": "lineHeights" }, "n": { "value": "2", "type": "sizing" } }, "$themes": [], "$metadata": { "tokenSetOrder": ["global"] } }"##
        let result = ThemeLoader.load([SourceFile(path: "t.json", contents: Data(file.utf8))], strict: true)
        #expect(
            Self.lines(result.diagnostics) == [
                "t.json:1:15: note: token #/lh is a line height, which ThemeGen generates inside the typography tokens that use it (relative to their font size), not on its own; it is left out (DTCG 2025.10: Format › Types)"
            ])
        #expect(result.themeSet != nil)
    }

    @Test("ThemeGen's own diagnostics are as they are under --strict: two names that would be one Swift name")
    func ownDiagnosticsUnchanged() {
        let file = ##"{ "c": { "$type": "color", "a+b": { "$value": "#111111" }, "a-b": { "$value": "#222222" } } }"##
        let result = ThemeLoader.load([SourceFile(path: "t.tokens.json", contents: Data(file.utf8))])
        #expect(result.diagnostics.count == 1 && result.diagnostics[0].severity == .warning && result.diagnostics[0].rule == nil)
        #expect(SpecConformance.strict(result.diagnostics) == result.diagnostics)
    }
}
