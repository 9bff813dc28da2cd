/// Simple data flow within one function or type: a name stands for the values its declaration
/// and its assignments in the same scope give it (`let label = L10n.play` … `x.accessibilityLabel
/// = label`), a parameter for itself (in a wrapper's body), `self` for the receiver.
extension SourceAnalyzer {
    /// A variable with more assignments than this is not followed (it is not simple data flow).
    static let maximumAssignments = 6
    /// What each step through a variable costs in depth: at most three variables deep.
    static let variableStepCost = 5

    /// What a name path stands for: its first name resolved as a parameter, `self` or a variable
    /// of an enclosing scope, the rest as members of it; a path for the program-wide pass when
    /// the first name is none of these (`L10n.Player.play`).
    func pathValues(_ path: [String], tokens pathTokens: [Int], context: ValueContext, depth: Int) -> [FoundValue] {
        guard let head = path.first, let headToken = pathTokens.first else { return [] }
        let offset = tokens[headToken].start
        var rest = path.dropFirst()
        var headValues: [FoundValue]?
        if head == "self" {
            if rest.first == "rawValue" { rest = rest.dropFirst() }
            if let name = rest.first, name != "rawValue", pathTokens.count > 1, let values = variableValues(name, at: pathTokens[1], depth: depth) {
                headValues = values
                rest = rest.dropFirst()
            } else {
                headValues = [FoundValue(value: .receiver, offset: offset)]
            }
        } else if head == "rawValue", enclosingFunction(of: headToken) != nil {
            headValues = [FoundValue(value: .receiver, offset: offset)]
        } else if let parameter = parameterIndex(head, at: headToken) {
            headValues = [FoundValue(value: .parameter(parameter), offset: offset)]
        } else if let values = variableValues(head, at: headToken, depth: depth) {
            headValues = values
        }
        guard var values = headValues else { return [FoundValue(value: .path(path), offset: offset)] }
        for name in rest {
            values = values.map { FoundValue(value: .member(of: $0.value, name: name), offset: $0.offset) }
        }
        return values
    }

    /// The index of `name` among the parameters of the function around `token`.
    func parameterIndex(_ name: String, at token: Int) -> Int? {
        guard let function = enclosingFunction(of: token) else { return nil }
        return scopes.functions[function].definition.parameters.firstIndex { $0.name == name }
    }

    /// The values of the variable `name` seen from `token`: the innermost enclosing scope that
    /// declares it gives its declaration and every assignment within that scope. Nil when no
    /// enclosing scope declares it.
    func variableValues(_ name: String, at token: Int, depth: Int) -> [FoundValue]? {
        guard let hashed = scopes.variables[AccessorUseFinder.hash(name.utf8)], token >= 0, token < enclosingBrace.count else { return nil }
        let sites = hashed.filter { buffer[tokens[$0.token].start..<tokens[$0.token].end].elementsEqual(name.utf8) }
        var scope = Int(enclosingBrace[token])
        var steps = 0
        while steps < 64 {
            let declarations = sites.filter { $0.isDeclaration && $0.scope == scope && $0.token != token }
            if !declarations.isEmpty {
                let range = scope < 0 ? 0..<tokens.count : scope..<(matches[scope] + 1)
                let assignments = sites.filter { !$0.isDeclaration && range.contains($0.token) && $0.token != token }
                let all = declarations + assignments
                guard all.count <= Self.maximumAssignments, depth + Self.variableStepCost < Self.maximumDepth else { return [] }
                return all.flatMap { values(of: $0.value, depth: depth + Self.variableStepCost) }
            }
            if scope < 0 { return nil }
            scope = Int(enclosingBrace[scope])
            steps += 1
        }
        return nil
    }

    /// The values a declaration or assignment gives.
    func values(of value: VariableValue, depth: Int) -> [FoundValue] {
        switch value {
        case let .expression(range, context):
            return values(in: range, context: context, depth: depth)
        case let .getter(brace):
            return getterValues(body: brace, depth: 0, valueDepth: depth)
        case let .rawValue(text):
            return [FoundValue(value: .literal(text), offset: -1)]
        case .none:
            return []
        }
    }
}
